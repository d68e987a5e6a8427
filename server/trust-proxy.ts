// TRUST_PROXY: which proxies in front of the server may set X-Forwarded-For, -Proto and -Host.
import { isIP } from 'node:net';

/** proxy-addr's names for address ranges (Fastify passes the list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a /prefix, or one of proxy-addr's range names. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's own function type: whether the address `hop` steps from the socket is a proxy. */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` from the setting:
 * - unset, `0`, `false`, `off`: no proxy is trusted (the socket's peer is the client);
 * - a whole number N: the N nearest hops are trusted (`1`: the one load balancer in front), as
 *   a function: Fastify 5 treats a number as trusting nothing, since a client that can reach the
 *   server directly is then taken for the proxy; a list of addresses has no such hole;
 * - a comma list of addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`: those peers;
 * - `all` or `true`: every hop (only where nothing but the proxy can reach the server).
 * Anything else throws, so a typo stops the server instead of trusting the wrong peers.
 */
export function trustProxyFromEnv(
  setting: string | undefined,
): boolean | string[] | TrustProxyFunction {
  const text = setting?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'off') return false;
  if (text === 'all' || text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count, a comma list of addresses or CIDR ranges, or "all"; "${bad}" is none of these.`,
    );
  }
  return entries;
}
