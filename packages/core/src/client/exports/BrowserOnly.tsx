import { useEffect, useState, type ReactNode } from 'react';

/** Renders `children()` only in the browser, after hydration; `fallback` before. */
export default function BrowserOnly({
  children,
  fallback = null,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
