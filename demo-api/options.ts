// Settings of the demo API: defaults, validation, and reading them from environment variables.

export const DEMO_SCALES = ['normal', 'large'] as const;
export type DemoScale = (typeof DEMO_SCALES)[number];

/** Outer structures the real service might use; the client must cope with each. */
export const RESPONSE_SHAPES = ['array', 'wrapped', 'nested', 'columnar', 'paged', 'link'] as const;
export type ResponseShape = (typeof RESPONSE_SHAPES)[number];

/** How a player's position is written: words (`Midfielder`) or the usual codes (`MF`). */
export const POSITION_STYLES = ['words', 'codes'] as const;
export type PositionStyle = (typeof POSITION_STYLES)[number];

export interface DemoApiOptions {
  /** `large` adds 100,000+ fighter rows per date and a player with 5,000+ appearances. */
  readonly scale: DemoScale;
  /** Added delay before each `/v1/` response, in milliseconds. */
  readonly latencyMs: number;
  /** Fraction (0..1) of authorised `/v1/` requests answered 503, in a seeded, repeatable order. */
  readonly errorRate: number;
  readonly shape: ResponseShape;
  /** The one bearer key accepted. */
  readonly apiKey: string;
  /** Rows per page when `shape` is `paged` or `link`. */
  readonly pageSize: number;
  /**
   * The path the service is published under ('' or like `/svc`): requests outside it are 404s and
   * paging links keep it, as a real service behind a path prefix does.
   */
  readonly basePath: string;
  /**
   * Memory for serialised answers kept for identical requests (demo-api/answer-cache.ts), in MB;
   * 0 serialises every response afresh.
   */
  readonly answerCacheMB: number;
  /**
   * Publishes one more fighters' date (2026-12-01) after the usual last: a test's way to simulate
   * the service publishing new ratings. The other dates' rows are unchanged.
   */
  readonly extraDate: boolean;
  /** How `player_ratings_history` writes positions: the contract does not show which. */
  readonly positions: PositionStyle;
}

/** Whether a shape pages its rows (and so reads `page` and `pageSize`). */
export function isPagedShape(shape: ResponseShape): boolean {
  return shape === 'paged' || shape === 'link';
}

export const DEFAULT_DEMO_API_KEY = 'demo';

export const DEFAULT_DEMO_API_OPTIONS: DemoApiOptions = {
  scale: 'normal',
  latencyMs: 0,
  errorRate: 0,
  shape: 'array',
  apiKey: DEFAULT_DEMO_API_KEY,
  pageSize: 1000,
  basePath: '',
  answerCacheMB: 64,
  extraDate: false,
  positions: 'words',
};

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) {
    throw new Error(`${what} must be one of ${allowed.join(', ')}; got "${value}".`);
  }
  return found;
}

function numberIn(value: number, min: number, max: number, what: string): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${what} must be a number from ${min} to ${max}; got "${value}".`);
  }
  return value;
}

/** Fills in defaults and rejects nonsense early, so a typo fails at start-up, not mid-demo. */
export function resolveDemoApiOptions(options: Partial<DemoApiOptions> = {}): DemoApiOptions {
  const merged = { ...DEFAULT_DEMO_API_OPTIONS, ...definedOnly(options) };
  if (merged.apiKey.trim() === '') throw new Error('The demo API key must not be empty.');
  return {
    scale: oneOf(DEMO_SCALES, merged.scale, 'scale'),
    shape: oneOf(RESPONSE_SHAPES, merged.shape, 'shape'),
    latencyMs: numberIn(merged.latencyMs, 0, 60_000, 'latencyMs'),
    errorRate: numberIn(merged.errorRate, 0, 1, 'errorRate'),
    pageSize: Math.floor(numberIn(merged.pageSize, 1, 1_000_000, 'pageSize')),
    apiKey: merged.apiKey.trim(),
    basePath: basePathOf(merged.basePath),
    answerCacheMB: numberIn(merged.answerCacheMB, 0, 4096, 'answerCacheMB'),
    extraDate: merged.extraDate === true,
    positions: oneOf(POSITION_STYLES, merged.positions, 'positions'),
  };
}

function basePathOf(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(trimmed)) {
    throw new Error(`basePath must look like /name or /a/b; got "${trimmed}".`);
  }
  return trimmed;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function envValue(env: Record<string, string | undefined>, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function envNumber(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = envValue(env, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number; got "${raw}".`);
  return n;
}

function envFlag(env: Record<string, string | undefined>, name: string): boolean | undefined {
  const raw = envValue(env, name);
  if (raw === undefined) return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0; got "${raw}".`);
}

/**
 * Reads DEMO_API_SCALE, DEMO_API_LATENCY_MS, DEMO_API_ERROR_RATE, DEMO_API_SHAPE, DEMO_API_KEY and
 * DEMO_API_PAGE_SIZE, DEMO_API_BASE_PATH, DEMO_API_CACHE_MB, DEMO_EXTRA_DATE and DEMO_API_POSITIONS
 * (`words` or `codes`). Unset or empty variables take the defaults; invalid ones throw, naming the
 * variable (never echoing DEMO_API_KEY).
 */
export function demoApiOptionsFromEnv(env: Record<string, string | undefined>): DemoApiOptions {
  const scale = envValue(env, 'DEMO_API_SCALE');
  const shape = envValue(env, 'DEMO_API_SHAPE');
  const positions = envValue(env, 'DEMO_API_POSITIONS');
  return resolveDemoApiOptions({
    positions:
      positions === undefined ? undefined : oneOf(POSITION_STYLES, positions, 'DEMO_API_POSITIONS'),
    scale: scale === undefined ? undefined : oneOf(DEMO_SCALES, scale, 'DEMO_API_SCALE'),
    shape: shape === undefined ? undefined : oneOf(RESPONSE_SHAPES, shape, 'DEMO_API_SHAPE'),
    latencyMs: envNumber(env, 'DEMO_API_LATENCY_MS'),
    errorRate: envNumber(env, 'DEMO_API_ERROR_RATE'),
    pageSize: envNumber(env, 'DEMO_API_PAGE_SIZE'),
    apiKey: envValue(env, 'DEMO_API_KEY'),
    basePath: envValue(env, 'DEMO_API_BASE_PATH'),
    answerCacheMB: envNumber(env, 'DEMO_API_CACHE_MB'),
    extraDate: envFlag(env, 'DEMO_EXTRA_DATE'),
  });
}

/** One line for logs: every setting except the key's value. */
export function describeDemoApiOptions(options: DemoApiOptions): string {
  const key = options.apiKey === DEFAULT_DEMO_API_KEY ? 'default demo key' : 'custom key';
  const paging = isPagedShape(options.shape) ? ` (${options.pageSize} rows per page)` : '';
  const base = options.basePath ? `, under ${options.basePath}` : '';
  const cache = options.answerCacheMB > 0 ? `${options.answerCacheMB} MB` : 'off';
  const extra = options.extraDate ? ', one extra date' : '';
  const codes = options.positions === 'codes' ? ', positions as codes' : '';
  return (
    `scale ${options.scale}, shape ${options.shape}${paging}, latency ${options.latencyMs} ms, ` +
    `error rate ${options.errorRate}, ${key}${base}, answer cache ${cache}${extra}${codes}`
  );
}
