// Headings of the content: h2-h6 with an id get a '#' link to themselves, shown on hover and
// focus; their scroll margin keeps them clear of the sticky navbar when jumped to.
import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import clsx from 'clsx';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  as: HeadingType;
}

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}

export default function Heading({ as: As, id, children, className, ...props }: HeadingProps) {
  // The page title needs no link to itself.
  if (As === 'h1' || !id) {
    return (
      <As id={id} className={clsx('heading', className)} {...props}>
        {children}
      </As>
    );
  }
  const text = textOf(children).trim();
  const label = text
    ? translate(
        { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
        { heading: text },
      )
    : translate({ id: 'theme.Heading.anchorLinkLabel', message: 'Direct link to this heading' });
  return (
    <As id={id} className={clsx('heading', 'heading--anchored', className)} {...props}>
      {children}
      <a
        href={`#${id}`}
        className="heading__anchor hash-link"
        aria-label={label}
        title={text ? label : undefined}
      >
        #
      </a>
    </As>
  );
}
