// Theme strings go through translate(): a site rewords them in i18n/<locale>/code.json
// ({ "theme.TOC.title": { "message": "Contents" } }) without swizzling.
import type { ReactNode } from 'react';
import messages from '@generated/i18n-messages.json';
import Interpolate from './Interpolate';

const table = messages as Record<string, string>;

function interpolate(message: string, values?: Record<string, ReactNode>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values && key in values ? String(values[key]) : whole,
  );
}

function lookup(id: string | undefined, message: string | undefined): string {
  if (message === undefined && id === undefined)
    throw new Error('translate() needs an id or a message; got neither.');
  return (id !== undefined ? table[id] : undefined) ?? message ?? id!;
}

export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, ReactNode>,
): string {
  return interpolate(lookup(id, message), values);
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  values?: Record<string, ReactNode>;
  description?: string;
}) {
  const message = lookup(id, children);
  // Values that are elements (a link, bold text) are placed as elements, as in Docusaurus.
  const hasElements = Object.values(values ?? {}).some((v) => v !== null && typeof v === 'object');
  if (hasElements) return <Interpolate values={values}>{message}</Interpolate>;
  return <>{interpolate(message, values)}</>;
}
