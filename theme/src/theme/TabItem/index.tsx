// One panel of <Tabs>. Tabs passes `hidden` and the ids linking the panel to its tab; `value`,
// `label`, `default` and `attributes` are read by Tabs.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  /** Extra attributes for the tab (not the panel), as in Docusaurus. */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
  hidden?: boolean;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
}

export default function TabItem({
  children,
  hidden,
  className,
  id,
  'aria-labelledby': labelledBy,
}: TabItemProps) {
  return (
    <div
      role="tabpanel"
      className={clsx('tab-item', className)}
      hidden={hidden}
      id={id}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
