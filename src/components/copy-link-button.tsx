// The "Copy link" button: puts this page's address (screen, filters, sort) on the clipboard to share.
import { CopyTextButton } from './copy-text-button.tsx';

export interface CopyLinkButtonProps {
  /** The URL to copy; default the current `window.location.href`. */
  href?: string;
  /** The button's text; default "Copy link". */
  label?: string;
}

export function CopyLinkButton({ href, label = 'Copy link' }: CopyLinkButtonProps) {
  return (
    <CopyTextButton
      text={() => href ?? window.location.href}
      label={label}
      copiedMessage="Link copied"
      fieldLabel="Link to copy"
      manualMessage="Copy the selected link"
      singleLine
    />
  );
}
