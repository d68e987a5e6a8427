// Between Fastify and Fetch: the demo API is a `(Request) => Response` handler, served by Fastify.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_BODY, type MaybeKeptResponse } from '../demo-api/respond.ts';
import { keptBodyBuffer } from './compression.ts';

/** The Fetch Request the demo handler reads: the same URL (with the Host) and headers. */
export function toFetchRequest(request: FastifyRequest, method = request.method): Request {
  const url = new URL(request.raw.url ?? '/', `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The demo API reads no body (every non-GET is a 405), so none is passed on.
  return new Request(url, { method, headers });
}

/** Sends a Fetch Response through Fastify, so compression and the other hooks still apply. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') void reply.header(name, value);
  });
  // A kept demo response is sent from the kept bytes (no copy, compressed once: server/compression.ts).
  const kept = (response as MaybeKeptResponse)[KEPT_BODY];
  if (kept) {
    void response.body?.cancel();
    await reply.send(keptBodyBuffer(kept));
    return;
  }
  await reply.send(Buffer.from(await response.arrayBuffer()));
}
