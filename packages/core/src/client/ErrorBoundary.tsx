import { Component, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  children: ReactNode;
}

/** Catches a render crash below it and shows `fallback`; `tryAgain` clears it. */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
    return this.props.children;
  }
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
