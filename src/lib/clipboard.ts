// Writes text to the clipboard, reporting whether it worked so callers can offer manual copying.

export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Denied permission or an insecure origin: the caller shows the text for the person to copy.
    return false;
  }
}
