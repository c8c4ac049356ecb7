// First focusable element of every page: lets keyboard users jump past the navbar. Hidden until
// it receives focus.
import type { MouseEvent } from 'react';
import './styles.css';
import Translate from '@docusaurus/Translate';

export const MAIN_CONTENT_ID = '__main';

export default function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Move focus ourselves: following '#__main' alone does not move focus in every browser,
    // and would add a history entry.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>
    </a>
  );
}
