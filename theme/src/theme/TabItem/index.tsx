// Stub until the docs theme lands.
import type { ReactNode } from 'react';

export default function TabItem({ children }: { children?: ReactNode }) {
  return <div className="TabItem">{children}</div>;
}
