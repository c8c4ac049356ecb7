// Headings of the content: h2-h6 with an id get a '#' link to themselves, shown on hover and
// focus; their scroll margin keeps them clear of the sticky navbar when jumped to.
import {
  Children,
  Fragment,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
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

/**
 * Where a title made of code may wrap besides its spaces: after a `.` that starts a member
 * (`Config.setCodec()`), and after a `(` that opens arguments. Never inside an identifier.
 */
const TITLE_BREAK = /(?<=[^.\s]\.)(?=[A-Za-z_$])|(?<=\()(?=[^)])/;

/** The length of the longest piece of a title that cannot wrap. */
export function longestUnbreakable(text: string): number {
  return Math.max(
    0,
    ...text.split(/\s+/).flatMap((word) => word.split(TITLE_BREAK).map((p) => p.length)),
  );
}

function withTitleBreaks(text: string): ReactNode {
  const pieces = text.split(TITLE_BREAK);
  return pieces.length === 1
    ? text
    : pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ));
}

export default function Heading({ as: As, id, children, className, ...props }: HeadingProps) {
  if (As === 'h1') {
    // A long identifier as the title (`renderMediaOnLambda()`) gets a font size that lets it fit
    // the column on one line (see `.heading--long-word` in MDXContent/styles.css).
    const longest = longestUnbreakable(textOf(children));
    const long = longest >= 12;
    return (
      <As
        id={id}
        className={clsx('heading', long && 'heading--long-word', className)}
        {...props}
        style={
          long ? { ['--heading-longest-word' as string]: longest, ...props.style } : props.style
        }
      >
        {typeof children === 'string' ? withTitleBreaks(children) : children}
      </As>
    );
  }
  // The page title needs no link to itself.
  if (!id) {
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
