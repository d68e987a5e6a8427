// Saves a value as a pretty-printed JSON file, for the Explorer's JSON export.
import { downloadBlob } from '../../lib/download.ts';

export function downloadJson(filename: string, value: unknown): void {
  downloadBlob(
    filename,
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
}
