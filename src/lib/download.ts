// Saves data as a file through a temporary link: the one download path for CSV and JSON exports.

// Revoking at once can cancel the download in some browsers; a short wait costs only memory.
const REVOKE_DELAY_MS = 1000;

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
