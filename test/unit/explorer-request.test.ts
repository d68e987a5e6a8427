// The Explorer's pure parts: the URL scheme round-trips, the catalog drives validation, and the code snippets quote safely.
// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalog, hubNames } from '../../src/api/catalog.ts';
import type { ParamDef, ViewDef } from '../../src/api/catalog.ts';
import {
  draftFromRequest,
  paramProblem,
  requestFromDraft,
  validateDraft,
} from '../../src/features/explorer/explorer-draft.ts';
import {
  explorerSearch,
  readExplorerUrl,
  requestSignature,
} from '../../src/features/explorer/explorer-url.ts';
import {
  KEY_VARIABLE,
  absoluteViewUrl,
  curlCommand,
  fetchSnippet,
  httpieCommand,
  pythonSnippet,
  shellQuote,
} from '../../src/features/explorer/request-snippets.ts';

const hasPython = spawnSync('python3', ['--version']).status === 0;

const views: { hub: string; view: ViewDef }[] = hubNames.flatMap((hub) =>
  Object.values(catalog[hub].views as Record<string, ViewDef>).map((view) => ({ hub, view })),
);

/** A value each parameter type accepts, so a test can fill any catalog form. */
function validValue(param: ParamDef): string {
  return param.type === 'date' ? '2024-03-01' : param.type === 'integer' ? '4242' : 'x-1';
}

const name = fc.stringMatching(/^[a-z_][a-z0-9_.-]{0,12}$/);
const value = fc.string({ minLength: 1, maxLength: 20 }).filter((v) => v.trim() !== '');

describe('the Explorer URL', () => {
  it('round-trips any hub, view and parameters, with run, tab, sort and the values shown', () => {
    fc.assert(
      fc.property(
        name,
        name,
        fc.uniqueArray(fc.tuple(name, value), { selector: ([n]) => n, maxLength: 5 }),
        fc.boolean(),
        fc.constantFrom('table' as const, 'json' as const),
        fc.constantFrom('formatted' as const, 'raw' as const),
        (hub, view, params, run, tab, values) => {
          const sort = [{ id: 'rank', desc: true }];
          const search = explorerSearch({ hub, view, params }, { run, tab, sort, values });
          const back = readExplorerUrl(new URLSearchParams(search.toString()));
          expect(back).toEqual({ hub, view, params, run, tab, sort, values });
        },
      ),
    );
  });

  it('prefixes parameters so a view parameter called "hub" or "run" cannot collide', () => {
    const search = explorerSearch({
      hub: 'h',
      view: 'v',
      params: [
        ['hub', 'x'],
        ['run', '1'],
      ],
    });
    expect(search.toString()).toBe('hub=h&view=v&p.hub=x&p.run=1');
    expect(readExplorerUrl(search).run).toBe(false);
  });

  it('defaults to the first catalog view and ignores repeated or empty parameter names', () => {
    const empty = readExplorerUrl(new URLSearchParams());
    const firstHub = hubNames[0] as string;
    expect(empty.hub).toBe(firstHub);
    expect(empty.view).toBe(Object.keys(catalog[firstHub as keyof typeof catalog].views)[0]);
    const odd = readExplorerUrl(new URLSearchParams('hub=a&view=b&p.=1&p.x=1&p.x=2'));
    expect(odd.params).toEqual([['x', '1']]);
  });

  it('gives the same signature to the same request, whatever the tab or sort', () => {
    const request = { hub: 'a', view: 'b', params: [['x', '1']] as const };
    const a = readExplorerUrl(explorerSearch(request, { tab: 'json', run: true }));
    expect(requestSignature(a)).toBe(requestSignature(request));
  });
});

describe('the form model, from the catalog', () => {
  it.each(views)(
    '$hub/$view.name: required parameters are refused until given',
    ({ hub, view }) => {
      const draft = draftFromRequest({ hub, view: view.name, params: [] });
      expect(draft.customView).toBe(false);
      const problems = validateDraft(draft).map((p) => `${p.label} ${p.message}`);
      const required = view.params.filter((p) => p.required).map((p) => `${p.name} is required.`);
      expect(problems).toEqual(required);

      const filled = draftFromRequest({
        hub,
        view: view.name,
        params: view.params.map((p) => [p.name, validValue(p)] as const),
      });
      expect(validateDraft(filled)).toEqual([]);
      // Catalog parameters come back in the catalog's order.
      expect(requestFromDraft(filled).params.map(([n]) => n)).toEqual(
        view.params.map((p) => p.name),
      );
    },
  );

  it('checks values by the parameter type', () => {
    const date: ParamDef = { name: 'd', type: 'date', required: true, description: '' };
    const integer: ParamDef = { name: 'i', type: 'integer', required: false, description: '' };
    expect(paramProblem(date, '2024-02-29')).toBeNull();
    expect(paramProblem(date, '2023-02-29')).toMatch(/real date/);
    expect(paramProblem(date, '01/03/2024')).toMatch(/YYYY-MM-DD/);
    expect(paramProblem(integer, '')).toBeNull();
    expect(paramProblem(integer, ' 42 ')).toBeNull();
    expect(paramProblem(integer, '4.2')).toMatch(/whole number/);
    expect(paramProblem(integer, '12abc')).toMatch(/whole number/);
    expect(paramProblem(integer, '99999999999999999999')).toMatch(/whole number/);
  });

  it('keeps parameters the catalog does not list as extras, and refuses duplicates and nameless values', () => {
    const draft = draftFromRequest({
      hub: 'football_player_ratings',
      view: 'player_ratings_history',
      params: [
        ['player_id', '7'],
        ['limit', '10'],
      ],
    });
    expect(draft.values).toEqual({ player_id: '7' });
    expect(draft.extras.map((e) => [e.name, e.value])).toEqual([['limit', '10']]);
    const bad = {
      ...draft,
      extras: [
        ...draft.extras,
        { id: 8, name: 'player_id', value: '9' },
        { id: 9, name: '', value: 'orphan' },
      ],
    };
    expect(validateDraft(bad).map((p) => `${p.label} ${p.message}`)).toEqual([
      'player_id is already a field of this view above.',
      'Parameter 3 needs a name for its value.',
    ]);
  });

  it('treats a view the catalog does not list as free-form, and checks the typed names', () => {
    const draft = draftFromRequest({
      hub: 'fighter_ratings',
      view: 'secret_view',
      params: [['a', '1']],
    });
    expect(draft.customView).toBe(true);
    expect(draft.customHub).toBe(false);
    expect(draft.extras.map((e) => e.name)).toEqual(['a']);
    expect(validateDraft(draft)).toEqual([]);
    const spaced = { ...draft, customHub: true, hub: '', view: 'a b' };
    expect(validateDraft(spaced).map((p) => `${p.label} ${p.message}`)).toEqual([
      'Hub name is required.',
      'View name cannot contain spaces, slashes, ? or #.',
    ]);
  });
});

/** What a POSIX shell makes of the command's arguments (curl itself is not run). */
function shellWords(command: string, env: Record<string, string>): string[] {
  const args = command.replace(/^(curl|http) /, '');
  const out = execFileSync('sh', ['-c', `for a in ${args}; do printf '%s\\0' "$a"; done`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return out.split('\0').slice(0, -1);
}

describe('the code snippets', () => {
  const url = absoluteViewUrl('', "o'neil hub", 'v$x', { q: 'a&b $HOME' }, 'https://app.test');

  it('build the absolute URL from the page origin when the API is on the same origin', () => {
    expect(url).toBe("https://app.test/v1/data/views/o'neil%20hub/v%24x?q=a%26b+%24HOME");
    expect(absoluteViewUrl('https://api.test/', 'h', 'v', {}, 'https://app.test')).toBe(
      'https://api.test/v1/data/views/h/v',
    );
  });

  it('curl: the shell expands the key variable and nothing else', () => {
    const command = curlCommand(url);
    expect(command).toContain(`"Authorization: Bearer $${KEY_VARIABLE}"`);
    expect(shellWords(command, { [KEY_VARIABLE]: 'the-secret', HOME: '/home/x' })).toEqual([
      '-H',
      'Authorization: Bearer the-secret',
      '-H',
      'Accept: application/json',
      url,
    ]);
  });

  it('single-quotes any text for a shell', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii' }).filter((s) => !s.includes('\0')),
        (text) => {
          const out = execFileSync('sh', ['-c', `printf '%s' ${shellQuote(text)}`], {
            encoding: 'utf8',
          });
          expect(out).toBe(text);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('fetch(): a valid JavaScript call reading the key from the environment', async () => {
    const code = fetchSnippet(url);
    expect(code).toContain(`process.env.${KEY_VARIABLE}`);
    const calls: { url: string; init: { headers: Record<string, string> } }[] = [];
    const fakeFetch = (u: string, init: { headers: Record<string, string> }) => {
      calls.push({ url: u, init });
      return Promise.resolve({ json: () => Promise.resolve([]) });
    };
    // Runs the snippet as written, with fetch and the environment stood in for.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('fetch', 'process', code)(fakeFetch, {
      env: { [KEY_VARIABLE]: 'the-secret' },
    });
    expect(calls).toEqual([
      {
        url,
        init: { headers: { Authorization: 'Bearer the-secret', Accept: 'application/json' } },
      },
    ]);
  });

  it('HTTPie: the shell expands the key variable and nothing else', () => {
    const command = httpieCommand(url);
    expect(command).not.toContain('the-secret');
    expect(shellWords(command, { [KEY_VARIABLE]: 'the-secret', HOME: '/home/x' })).toEqual([
      'GET',
      url,
      'Authorization:Bearer the-secret',
      'Accept:application/json',
    ]);
  });

  it.runIf(hasPython)('Python: valid requests code reading the key from the environment', () => {
    const code = pythonSnippet(url);
    expect(code).toContain(`os.environ['${KEY_VARIABLE}']`);
    // A stand-in requests module records the call the snippet makes.
    const dir = mkdtempSync(join(tmpdir(), 'snippet-'));
    writeFileSync(
      join(dir, 'requests.py'),
      [
        'import json',
        'class R:',
        '    def raise_for_status(self): pass',
        '    def json(self): return []',
        'def get(url, headers, timeout):',
        '    print(json.dumps({"url": url, "headers": headers}))',
        '    return R()',
      ].join('\n'),
    );
    const out = execFileSync('python3', ['-c', code], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', PYTHONPATH: dir, [KEY_VARIABLE]: 'the-secret' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      url,
      headers: { Authorization: 'Bearer the-secret', Accept: 'application/json' },
    });
  });
});
