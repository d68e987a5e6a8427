// Catches what a screen throws so the user sees a message and a way back, never a blank page.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useRouteError } from 'react-router';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the location) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for the developer console; the message shown to the user carries no stack.
    console.error('Screen failed', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashMessage onRetry={() => this.setState({ error: null })} />;
  }
}

const UNEXPECTED = {
  title: 'Something went wrong on this screen',
  text: 'The dashboard hit an unexpected problem showing this. Your key and the other screens are unaffected.',
};

/** The message, Try again and the way back to the start, for whatever stopped a screen. */
function CrashMessage({
  title = UNEXPECTED.title,
  text = UNEXPECTED.text,
  onRetry,
}: {
  title?: string;
  text?: string;
  onRetry: () => void;
}) {
  return (
    <section role="alert" className="page crash">
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="crash__actions">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <a className="button" href="/">
          Go to the start
        </a>
      </div>
    </section>
  );
}

/**
 * What the router shows when a route cannot be drawn: most often a screen's code that did not
 * arrive (a dropped connection, or a deploy that replaced the files). Loading the page again
 * fetches the code anew; the key stays, as it lives in this tab.
 */
export function RouteError() {
  const error = useRouteError();
  const codeMissing =
    error instanceof TypeError || (error instanceof Error && /import/i.test(error.message));
  const reload = () => window.location.reload();
  if (!codeMissing) return <CrashMessage onRetry={reload} />;
  return (
    <CrashMessage
      title="This screen could not be loaded"
      text="Its code did not arrive. Check the connection, then try again."
      onRetry={reload}
    />
  );
}
