// A <details> block that opens and closes with a height animation. The summary comes from the
// `summary` prop or a <summary> child, so plain `<details><summary>..</summary>..</details>` in
// MDX works. The browser may open it by itself (find in page): the state follows.
import {
  Children,
  isValidElement,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useCollapsible from '../../hooks/useCollapsible';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface DetailsProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  summary?: ReactNode;
  children?: ReactNode;
}

type SummaryProps = ComponentPropsWithoutRef<'summary'>;

function isSummary(node: ReactNode): node is ReactElement<SummaryProps> {
  return isValidElement(node) && node.type === 'summary';
}

export default function Details({
  summary,
  children,
  open: initiallyOpen,
  className,
  onToggle,
  ...props
}: DetailsProps) {
  let summaryElement: ReactElement<SummaryProps> | undefined = isSummary(summary)
    ? summary
    : undefined;
  const content: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (!summaryElement && summary === undefined && isSummary(child)) summaryElement = child;
    else content.push(child);
  });
  const {
    children: summaryChildren,
    className: summaryClass,
    ...summaryProps
  } = summaryElement?.props ?? {};
  const label = summaryElement
    ? summaryChildren
    : (summary ?? translate({ id: 'theme.Details.defaultSummary', message: 'Details' }));

  const { collapsed, open, setCollapsed, onTransitionEnd, ref } = useCollapsible(!initiallyOpen);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    // Links inside the summary navigate; they do not toggle.
    if ((event.target as HTMLElement).closest('a')) return;
    event.preventDefault();
    setCollapsed(!collapsed);
  };

  return (
    <details
      {...props}
      open={open}
      className={clsx('details', !collapsed && 'details--expanded', className)}
      data-collapsed={collapsed}
      onToggle={(event) => {
        if (event.currentTarget.open && collapsed) setCollapsed(false);
        onToggle?.(event);
      }}
    >
      <summary
        {...summaryProps}
        className={clsx('details__summary', summaryClass)}
        onClick={onSummaryClick}
      >
        {label}
      </summary>
      <div
        ref={ref}
        className={clsx('details__collapsible', collapsed && 'details__collapsible--collapsed')}
        onTransitionEnd={onTransitionEnd}
      >
        <div className="details__clip">
          <div className="details__content">{content}</div>
        </div>
      </div>
    </details>
  );
}
