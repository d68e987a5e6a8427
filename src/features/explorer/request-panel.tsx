// The call the form describes: its URL, and ways to repeat it elsewhere (curl, fetch(), Python,
// HTTPie, a link to this screen), the key always an environment variable.
import { CodeBlock } from '../../components/code-block.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { CopyTextButton } from '../../components/copy-text-button.tsx';
import { UrlText } from '../../components/url-text.tsx';
import {
  KEY_VARIABLE,
  curlCommand,
  fetchSnippet,
  httpieCommand,
  pythonSnippet,
} from './request-snippets.ts';

/** Each way to repeat the call: the button, what it says once copied, and the code. */
const SNIPPETS = [
  { name: 'curl', label: 'Copy as curl', make: curlCommand, what: 'curl command' },
  { name: 'fetch()', label: 'Copy as fetch()', make: fetchSnippet, what: 'fetch() code' },
  { name: 'Python', label: 'Copy as Python', make: pythonSnippet, what: 'Python requests code' },
  { name: 'HTTPie', label: 'Copy as HTTPie', make: httpieCommand, what: 'HTTPie command' },
] as const;

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
        <span className="explorer-result__method">GET</span> <UrlText url={url} />
      </p>
      <div className="explorer-request__actions">
        {SNIPPETS.map((snippet) => (
          <CopyTextButton
            key={snippet.name}
            label={snippet.label}
            copiedMessage={`${snippet.what} copied`}
            text={() => snippet.make(url)}
          />
        ))}
        <CopyLinkButton href={link} />
      </div>
      <details className="explorer-request__code">
        <summary>Show the code</summary>
        <p className="explorer-param__hint">
          The key is read from the environment variable <code>{KEY_VARIABLE}</code>: set it first,
          for example <code>export {KEY_VARIABLE}=…</code>. It is never written into the code.
        </p>
        {SNIPPETS.map((snippet) => (
          <CodeBlock key={snippet.name} label={snippet.what}>
            {snippet.make(url)}
          </CodeBlock>
        ))}
      </details>
    </section>
  );
}
