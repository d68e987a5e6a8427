// The parse worker's entry: each message is handled by `handleRequest` (parse-job.ts), away from the main thread.
import { handleRequest } from './parse-job.ts';
import type { ParseReply, WorkerRequest } from './worker-messages.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: ParseReply) => void;
};

scope.onmessage = (event) => handleRequest(event.data, (reply) => scope.postMessage(reply));
