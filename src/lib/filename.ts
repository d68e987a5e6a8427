// File names for downloads: safe on every system, and light enough for the first screen (the CSV
// writer itself loads when Export CSV is pressed).
import { fold } from './text.ts';

const MAX_NAME_LENGTH = 120;

/**
 * A file name any system accepts, from parts such as `['fighters', '2024-03-01', 'Lightweight']` →
 * `fighters-2024-03-01-lightweight.csv`. Accents are folded and anything else odd becomes a dash.
 */
export function safeFilename(
  parts: readonly (string | null | undefined)[],
  extension = 'csv',
): string {
  const base = parts
    .filter((part): part is string => typeof part === 'string')
    .map((part) =>
      fold(part)
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[-.]+|[-.]+$/g, ''),
    )
    .filter((part) => part.length > 0)
    .join('-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/[-.]+$/, '');
  const ext = extension.replace(/^\.+/, '');
  return `${base || 'export'}${ext ? `.${ext}` : ''}`;
}
