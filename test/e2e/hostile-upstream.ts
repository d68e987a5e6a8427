// A hostile Data Views service for the end-to-end tests: the demo data, plus responses that once froze,
// spoofed or flooded the app. Behind the app's proxy, like any real upstream. Cases by parameter:
//   league_players?app_id=missing|truncated|slow|hang|rtl|exact   player_ratings_history?player_id=7|403
//   available_dates?case=keys|echo|huge|exact|deep   fighters_view: demo rows plus hostile ones
//   (one of them with the key in its name and country)
// and, with no key asked, what an upstream should never get through to the browser (issue 39):
//   /v1/data/views/hostile/{html|script|svg|basic|digest|redirect-flood|hang|query}
//   /__hostile/open?case=…: how many of that case's requests the proxy still holds open
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createDemoApiHandler } from '../../demo-api/handler.ts';

export const HOSTILE_KEY = 'sk_hostile_5e6f7a8b9c';
const demo = createDemoApiHandler({ apiKey: HOSTILE_KEY });

type Row = Record<string, unknown>;

async function demoRows(path: string): Promise<Row[]> {
  const response = await demo(
    new Request(`http://hostile.test${path}`, {
      headers: { Authorization: `Bearer ${HOSTILE_KEY}` },
    }),
  );
  return (await response.json()) as Row[];
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function hostileFighters(): Promise<Row[]> {
  const rows = (await demoRows('/v1/data/views/fighter_ratings/fighters_view')).slice(0, 400);
  const like = rows[0] ?? {};
  const digits = `${'1'.repeat(100_000)}x`;
  return [
    ...rows,
    { ...like, rank: 901, name: 'Digit Flood One', points: digits },
    { ...like, rank: 902, name: 'Digit Flood Two', points: digits },
    { ...like, rank: 903, name: 'Digit Flood Three', points: digits },
    {
      ...like,
      rank: 904,
      name: 'Wide Country',
      home_country: 'W'.repeat(10_000),
      country_code: 'WW',
    },
    {
      ...like,
      rank: 905,
      name: 'Evil\u202Egnp.exe',
      home_country: '\u202Eevil',
      country_code: 'EV',
    },
    // The bearer key echoed in a name and a country (issue 49): the app shows "[key removed]".
    {
      ...like,
      rank: 906,
      name: `Echo ${HOSTILE_KEY}`,
      home_country: HOSTILE_KEY,
      country_code: 'KY',
    },
  ];
}

function history(team: string): Row[] {
  return Array.from({ length: 12 }, (_, i) => ({
    player_id: 7,
    player_name: 'Ann Sample',
    birthday: '2000-01-01',
    position: 'Forward',
    team_name: team,
    date: `2025-${String(i + 1).padStart(2, '0')}-06`,
    minutes: 90,
    rating: 6.5 + i / 10,
    peak: 6.5 + i / 10,
  }));
}

/** Spaces inside an array, for ever (until the client hangs up): a body with no end. */
function flood(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(1 << 20, 0x20);
  res.write('[');
  let sent = 0;
  const more = (): void => {
    while (sent < 2048) {
      sent++;
      if (!res.write(chunk)) {
        res.once('drain', more);
        return;
      }
    }
    res.end(']');
  };
  res.on('close', () => (sent = Infinity));
  more();
}

const open = new Map<string, number>();

/** Counts the request as open until the proxy closes its socket (or the response ends). */
function track(req: IncomingMessage, name: string): void {
  open.set(name, (open.get(name) ?? 0) + 1);
  req.socket.once('close', () => open.set(name, (open.get(name) ?? 1) - 1));
}

/** What no proxy should pass to a browser, or hold on to. */
function hostile(req: IncomingMessage, res: ServerResponse, name: string, url: URL): void {
  track(req, name);
  switch (name) {
    case 'html':
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end(
        '<!doctype html><script src="/v1/data/views/hostile/script"></script><p>hostile page</p>',
      );
    case 'script':
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void res.end('window.hostileRan = true; new BroadcastChannel("x").postMessage(1);');
    case 'svg':
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return void res.end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    case 'basic':
      return send(
        res,
        401,
        { error: 'unauthorized' },
        {
          'WWW-Authenticate': 'Basic realm="Your bank: enter your password"',
        },
      );
    case 'digest':
      return send(
        res,
        401,
        { error: 'unauthorized' },
        {
          'WWW-Authenticate': 'Digest realm="Your bank", nonce="n", qop="auth"',
        },
      );
    case 'redirect-flood': {
      // A redirect whose body never ends: draining it would keep the socket for ever.
      res.writeHead(302, { Location: 'https://elsewhere.example/', 'Content-Type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const more = (): void => {
        while (res.write(chunk));
        res.once('drain', more);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      return more();
    }
    case 'hang':
      return; // Never answers.
    case 'query':
      return send(res, 200, [{ query: url.search }]);
  }
  send(res, 404, { error: 'not_found' });
}

async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://hostile.test');
  if (url.pathname === '/__demo-api') return send(res, 404, { error: 'not_found' });
  if (url.pathname === '/__hostile/open') {
    return send(res, 200, { open: open.get(url.searchParams.get('case') ?? '') ?? 0 });
  }
  const hostileCase = /^\/v1\/data\/views\/hostile\/([a-z-]+)$/.exec(url.pathname)?.[1];
  if (hostileCase) return hostile(req, res, hostileCase, url);
  if (req.headers.authorization !== `Bearer ${HOSTILE_KEY}`) {
    return send(res, 401, { error: 'unauthorized', message: 'The API key was not accepted.' });
  }
  const view = url.pathname.split('/').pop();
  const q = url.searchParams;
  if (view === 'fighters_view') return send(res, 200, await hostileFighters());
  if (view === 'available_leagues') {
    const leagues = await demoRows(url.pathname);
    return send(res, 200, [
      ...leagues,
      { app_id: 'rtl', app_title: 'Top\u202Eflight', country: '\u202Eevil' },
    ]);
  }
  if (view === 'league_players') {
    switch (q.get('app_id')) {
      case 'missing':
        return send(res, 404, { error: 'not_found', message: 'No such league.' });
      case 'truncated':
        return send(
          res,
          200,
          '[{"app_id": "truncated", "season": "2025", "player_id": 1, "player_na',
        );
      case 'slow':
        return send(res, 429, { error: 'rate_limited' }, { 'Retry-After': '7' });
      case 'hang':
        return; // Never answers.
      case 'rtl':
        return send(res, 200, [
          { app_id: 'rtl', season: '2025', player_id: 7, player_name: 'Ann Sample' },
        ]);
      case 'exact':
        // 2^53 + 1: a double would make it 9007199254740992, another player.
        return send(
          res,
          200,
          '[{"app_id":"exact","season":"2025","player_id":9007199254740993,"player_name":"Big Id"}]',
        );
    }
  }
  if (view === 'player_ratings_history') {
    if (q.get('player_id') === '403') return send(res, 403, { error: 'forbidden' });
    if (q.get('player_id') === '7') return send(res, 200, history('Evil\u202Egnp.exe'));
    // Requested by its exact text only: a rounded 9007199254740992 would find no one here.
    if (q.get('player_id') === '9007199254740993')
      return send(
        res,
        200,
        '[{"player_id":9007199254740993,"player_name":"Big Id","team_name":"Exact FC",' +
          '"date":"2025-03-01","minutes":90,"rating":7.1,"peak":7.1}]',
      );
  }
  if (view === 'available_dates') {
    switch (q.get('case')) {
      case 'keys':
        return send(
          res,
          200,
          Array.from({ length: 20_000 }, (_, i) => ({
            update_date: '2026-01-01',
            [`key_${i}`]: i,
          })),
        );
      case 'echo':
        return send(res, 200, [
          { update_date: '2026-01-01', token: HOSTILE_KEY, note: req.headers.authorization },
        ]);
      case 'huge':
        return flood(res);
      // Literals a double cannot hold, written as text (JSON.stringify could not write them).
      case 'exact':
        return send(
          res,
          200,
          '[{"update_date":"2026-01-01","big":123456789012345678901234567890,' +
            '"player_id":9007199254740993,"inf":1e309,"zero":-0}]',
        );
      case 'deep':
        return send(
          res,
          200,
          `[{"update_date":"2026-01-01","deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}]`,
        );
    }
  }
  const response = await demo(
    new Request(`http://hostile.test${url.pathname}${url.search}`, {
      headers: { Authorization: req.headers.authorization ?? '' },
    }),
  );
  res.writeHead(response.status, { 'Content-Type': 'application/json' });
  res.end(Buffer.from(await response.arrayBuffer()));
}

// Run as a server only when started as a program (the tests import HOSTILE_KEY from here).
if (process.argv[1]?.endsWith('hostile-upstream.ts')) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  createServer((req, res) => {
    respond(req, res).catch(() => send(res, 500, { error: 'internal' }));
  }).listen(Number(values.port ?? 4399), '127.0.0.1');
}
