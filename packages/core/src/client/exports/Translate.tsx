// The site is English only: translation helpers return the message, with {placeholders} filled.
import type { ReactNode } from 'react';

function interpolate(message: string, values?: Record<string, ReactNode>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, ReactNode>): string {
  if (message === undefined && id === undefined) throw new Error('translate() needs a message or an id.');
  return interpolate(message ?? id!, values);
}

export default function Translate({ children, id, values }: { children?: string; id?: string; values?: Record<string, ReactNode>; description?: string }) {
  if (children === undefined && id === undefined) throw new Error('<Translate> needs children or an id.');
  return <>{interpolate(children ?? id!, values)}</>;
}
