// Catching what a test's click downloads (CSV, JSON): the file's name and text, with the byte-order
// mark a spreadsheet wants taken off.
import { vi } from 'vitest';

/** A downloaded file's text (jsdom's Blob has no text()). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Stands in for the browser's download from here on: each file the app saves is kept, with the
 * name its link gave it. `click` is the spy on the link's click.
 */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let made: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      made = blob;
      return 'blob:download';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (made) files.push({ name: this.download, blob: made });
    made = undefined;
  });
  return {
    click,
    /** Waits for a file: the CSV writer loads when Export CSV is pressed. */
    async saved(): Promise<void> {
      await vi.waitFor(() => {
        if (files.length === 0) throw new Error('Nothing was downloaded.');
      });
    },
    /** The last file's name. */
    lastName: () => files.at(-1)?.name ?? '',
    /** The last file's text, without a leading byte-order mark. */
    async lastText(): Promise<string> {
      await this.saved();
      const file = files.at(-1);
      if (!file) throw new Error('Nothing was downloaded.');
      return (await readBlob(file.blob)).replace(/^\uFEFF/, '');
    },
  };
}
