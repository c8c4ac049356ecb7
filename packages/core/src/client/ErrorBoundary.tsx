import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from './devErrorReport';

export interface ErrorFallbackProps {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  children: ReactNode;
  /** A new value clears a shown crash. Defaults to the current route (see ErrorResetContext). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey?: unknown;
}

/**
 * The loaded route object of the page, provided by RouteContent. It changes when the route module
 * is reloaded (a hot update after the author fixed the file), which clears every boundary's crash
 * on the page, including those that theme components (Layout) render.
 */
export const ErrorResetContext = createContext<unknown>(undefined);

class Boundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Dev server only: tell the terminal and the overlay.
    reportRenderError(error, errorMessages(error), info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error)
      return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
    return this.props.children;
  }
}

/** Catches a render crash below it and shows `fallback`; `tryAgain` clears it, and so does a reload of the route. */
export default function ErrorBoundary(props: Props) {
  const routeKey = useContext(ErrorResetContext);
  return <Boundary {...props} resetKey={'resetKey' in props ? props.resetKey : routeKey} />;
}

/** The messages of an error and all its causes, joined. */
export function errorMessages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}
