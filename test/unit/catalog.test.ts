// The catalog against the contract's own text: every hub, view, column (in order) and parameter.
// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog, columnLabel, findHub, findView, viewPath } from '../../src/api/catalog.ts';

const fixture = resolve(__dirname, '../fixtures/data-views-api.md');
// CI checks out the team's shared folder beside the repo; the copy here must not drift from it.
const shared = resolve(__dirname, '../../../shared/data-views-api.md');
const contract = readFileSync(fixture, 'utf8');

function codes(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
}

/** Section 2: hub → view → columns in order. */
function contractColumns(): Map<string, Map<string, string[]>> {
  const section = contract.split('## 2.')[1]?.split('## 3.')[0] ?? '';
  const hubs = new Map<string, Map<string, string[]>>();
  for (const part of section.split('### Hub ').slice(1)) {
    const hub = codes(part.split('\n')[0] ?? '')[0] ?? '';
    const views = new Map<string, string[]>();
    for (const line of part.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length < 4 || !cells[1]?.startsWith('`')) continue;
      const view = codes(cells[1])[0] ?? '';
      views.set(view, codes(cells[2] ?? ''));
    }
    hubs.set(hub, views);
  }
  return hubs;
}

interface ContractParam {
  name: string;
  type: string;
  required: boolean;
}

/** Sections 4.2 and 4.3: hub/view → parameters. */
function contractParams(): Map<string, ContractParam[]> {
  const result = new Map<string, ContractParam[]>();
  for (const line of contract.split('\n')) {
    const match = /^\| `GET \/v1\/data\/views\/([^/]+)\/([^`]+)` \| (.*?) \|/.exec(line);
    if (!match) continue;
    const params = [
      ...(match[3] ?? '').matchAll(/`(\w+)` \((\w+)[^)]*?(required|optional)\)/g),
    ].map((m) => ({ name: m[1] ?? '', type: m[2] ?? '', required: m[3] === 'required' }));
    result.set(`${match[1]}/${match[2]}`, params);
  }
  return result;
}

describe('the catalog matches the contract', () => {
  // Skipped, and shown as skipped, where the shared folder is not beside the checkout.
  it.skipIf(!existsSync(shared))('uses the contract as it is in the shared folder', () => {
    expect(readFileSync(shared, 'utf8')).toBe(contract);
  });

  it('names exactly the contract’s hubs and views', () => {
    const columns = contractColumns();
    expect(Object.keys(catalog).sort()).toEqual([...columns.keys()].sort());
    for (const [hub, views] of columns) {
      expect(Object.keys(findHub(hub)?.views ?? {}).sort()).toEqual([...views.keys()].sort());
    }
    expect(columns.size).toBe(2);
  });

  it('lists every view’s columns in the contract’s order', () => {
    let checked = 0;
    for (const [hub, views] of contractColumns()) {
      for (const [view, names] of views) {
        expect(findView(hub, view)?.columns.map((c) => c.name)).toEqual(names);
        checked += 1;
      }
    }
    expect(checked).toBe(6);
  });

  it('gives every view the contract’s parameters with their types and required flags', () => {
    const params = contractParams();
    expect(params.size).toBe(6);
    for (const [key, expected] of params) {
      const [hub = '', view = ''] = key.split('/');
      const actual = findView(hub, view)?.params.map((p) => ({
        name: p.name,
        type: p.type,
        required: p.required,
      }));
      expect(actual, key).toEqual(expected);
    }
  });

  it('builds the generic endpoint path with encoded segments', () => {
    expect(viewPath('fighter_ratings', 'fighters_view')).toBe(
      '/v1/data/views/fighter_ratings/fighters_view',
    );
    expect(viewPath('a b', 'c/d')).toBe('/v1/data/views/a%20b/c%2Fd');
  });

  it('does not take inherited object keys for hubs or views', () => {
    expect(findHub('constructor')).toBeUndefined();
    expect(findView('constructor', 'name')).toBeUndefined();
    expect(findView('fighter_ratings', 'toString')).toBeUndefined();
    expect(columnLabel('nope', 'nope', 'x')).toBe('x');
  });
});
