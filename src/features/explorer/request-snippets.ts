// The Explorer's request as code to paste elsewhere (curl, fetch()), with the key left as an environment variable.
import { viewUrl } from '../../api/client.ts';
import type { ViewParams } from '../../api/client.ts';

/** The variable the snippets read the key from: the real key is never written into them. */
export const KEY_VARIABLE = 'DATA_VIEWS_API_KEY';

/** The full address of a view call; an empty origin means the app's own (the API is served there). */
export function absoluteViewUrl(
  origin: string,
  hub: string,
  view: string,
  params: ViewParams,
  pageOrigin: string = window.location.origin,
): string {
  return viewUrl(origin.trim() === '' ? pageOrigin : origin, hub, view, params);
}

/** POSIX shell single quotes: nothing inside expands; a quote itself is closed, escaped, reopened. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A curl command. The Authorization header is in double quotes so the shell expands the variable;
 * the URL is in single quotes so `&` and `$` in it stay literal.
 */
export function curlCommand(url: string): string {
  return [
    'curl',
    `-H "Authorization: Bearer $${KEY_VARIABLE}"`,
    `-H ${shellQuote('Accept: application/json')}`,
    shellQuote(url),
  ].join(' ');
}

/** A fetch() call for JavaScript (Node 18+, Deno, Bun) reading the key from the environment. */
export function fetchSnippet(url: string): string {
  // JSON.stringify writes a valid JavaScript string literal whatever the URL holds.
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    '  headers: {',
    `    Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\`,`,
    "    Accept: 'application/json',",
    '  },',
    '});',
    'const body = await response.json();',
  ].join('\n');
}

/** Python with requests, reading the key from the environment. */
export function pythonSnippet(url: string): string {
  // JSON string literals are valid Python string literals for what a URL holds (no raw newlines).
  return [
    'import os',
    'import requests',
    '',
    'response = requests.get(',
    `    ${JSON.stringify(url)},`,
    `    headers={"Authorization": f"Bearer {os.environ['${KEY_VARIABLE}']}", "Accept": "application/json"},`,
    '    timeout=60,',
    ')',
    'response.raise_for_status()',
    'body = response.json()',
  ].join('\n');
}

/** An HTTPie command; the header in double quotes so the shell expands the variable. */
export function httpieCommand(url: string): string {
  return [
    'http',
    'GET',
    shellQuote(url),
    `"Authorization:Bearer $${KEY_VARIABLE}"`,
    shellQuote('Accept:application/json'),
  ].join(' ');
}
