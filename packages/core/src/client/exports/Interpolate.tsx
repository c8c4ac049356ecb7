import { Fragment, type ReactNode } from 'react';

/** Fills `{name}` placeholders in a string with React nodes. */
export default function Interpolate({
  children,
  values = {},
}: {
  children: string;
  values?: Record<string, ReactNode>;
}) {
  const parts = children.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const m = /^\{(\w+)\}$/.exec(part);
        return <Fragment key={i}>{m && m[1]! in values ? values[m[1]!] : part}</Fragment>;
      })}
    </>
  );
}
