// The security headers every response of `npm run serve` and `vite preview` carries.

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The direct API origin a build may call (VITE_DATA_VIEWS_ORIGIN), or '' when the app calls its
 * own origin. Only an http(s) origin is allowed into the policy; anything else is ignored.
 */
export function directApiOrigin(env: Env): string {
  const raw = env.VITE_DATA_VIEWS_ORIGIN?.trim();
  if (!raw) return '';
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** No inline script or style, nothing from another origin but the configured API. */
export function contentSecurityPolicy(env: Env): string {
  const api = directApiOrigin(env);
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self'"],
    ['connect-src', api ? `'self' ${api}` : "'self'"],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Powerful features the dashboard never uses are denied to it and to anything it might embed;
 * clipboard writing (Copy link, Copy as curl) stays with the app's own origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ');

/**
 * HSTS=1, for a server that terminates TLS itself: browsers keep to https for a year. Behind a
 * TLS terminator (the usual case) that terminator sets it, and the setting stays off.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Every header of the set, by name. */
export function securityHeaders(env: Env): Readonly<Record<string, string>> {
  return {
    ...(env.HSTS?.trim() === '1' ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
