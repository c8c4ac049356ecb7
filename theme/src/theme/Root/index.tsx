import type { ReactNode } from 'react';

/** Wraps the whole app and stays mounted across navigations; a site overrides it to add providers. */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
