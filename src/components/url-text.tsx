// A long address that wraps only between its parts: a line may end after "/", "?" or "&" (a <wbr>
// there), never inside a name or value. Copying it gives the URL unchanged.
import { Fragment } from 'react';

/** Split after each "/", "?" and "&", keeping them. */
export function urlParts(url: string): string[] {
  return url.split(/(?<=[/?&])/);
}

export function UrlText({ url }: { url: string }) {
  return (
    <code className="dv-url" dir="ltr">
      {urlParts(url).map((part, index) => (
        // Parts repeat ("/"), so the index is the key; the list never reorders.
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
    </code>
  );
}
