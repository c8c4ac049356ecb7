import type { ReactNode } from 'react';

/** Wraps the whole app, and stays mounted across navigations. Override to add providers. */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
