// The call the form describes: its URL, and ways to repeat it elsewhere (curl, fetch(), a link to this screen).
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { CopyTextButton } from '../../components/copy-text-button.tsx';
import { KEY_VARIABLE, curlCommand, fetchSnippet } from './request-snippets.ts';

interface RequestPanelProps {
  /** The absolute URL of the call, without the key (it travels in a header). */
  url: string;
  /** A link to the Explorer with this request filled in. */
  link: string;
}

export function RequestPanel({ url, link }: RequestPanelProps) {
  return (
    <section className="explorer-request" aria-labelledby="explorer-request-title">
      <h2 id="explorer-request-title">Call</h2>
      <p className="explorer-request__url">
        <span className="explorer-result__method">GET</span> <code>{url}</code>
      </p>
      <div className="explorer-request__actions">
        <CopyTextButton
          label="Copy as curl"
          copiedMessage="curl command copied"
          text={() => curlCommand(url)}
        />
        <CopyTextButton
          label="Copy as fetch()"
          copiedMessage="fetch() code copied"
          text={() => fetchSnippet(url)}
        />
        <CopyLinkButton href={link} />
      </div>
      <details className="explorer-request__code">
        <summary>Show the code</summary>
        <p className="explorer-param__hint">
          The key is read from the environment variable <code>{KEY_VARIABLE}</code>: set it first,
          for example <code>export {KEY_VARIABLE}=…</code>. It is never written into the code.
        </p>
        <pre tabIndex={0} aria-label="curl command">
          {curlCommand(url)}
        </pre>
        <pre tabIndex={0} aria-label="fetch() code">
          {fetchSnippet(url)}
        </pre>
      </details>
    </section>
  );
}
