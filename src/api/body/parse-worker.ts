// The parse worker's entry: each message is handled by `answer` (parse-job.ts), away from the main thread.
import { answer } from './parse-job.ts';
import type { ParseReply, WorkerRequest } from './worker-messages.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: ParseReply) => void;
};

scope.onmessage = (event) => answer(event.data, (reply) => scope.postMessage(reply));
