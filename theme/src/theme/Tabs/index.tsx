// Stub until the docs theme lands.
import type { ReactNode } from 'react';

export default function Tabs({ children }: { children?: ReactNode }) {
  return <div className="Tabs">{children}</div>;
}
