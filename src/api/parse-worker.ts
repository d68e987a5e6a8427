// The parse worker's entry: each request is answered by `answerParse`, away from the main thread.
import { answerParse } from './parse-job.ts';
import type { ParseReply, ParseRequest } from './off-thread.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage: (message: ParseReply) => void;
};

scope.onmessage = (event) => answerParse(event.data, (reply) => scope.postMessage(reply));
