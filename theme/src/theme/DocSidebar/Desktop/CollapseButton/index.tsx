// At the foot of a hideable sidebar: folds it away (DocRoot/Layout/Sidebar shows a strip to
// bring it back).
import type { MouseEventHandler } from 'react';
import IconArrow from '@theme/Icon/Arrow';
import { translate } from '@docusaurus/Translate';
import './styles.css';

export interface Props {
  onClick: MouseEventHandler;
}

export default function DocSidebarDesktopCollapseButton({ onClick }: Props) {
  const label = translate({
    id: 'theme.docs.sidebar.collapseButtonAriaLabel',
    message: 'Collapse sidebar',
  });
  return (
    <button
      type="button"
      className="doc-sidebar__collapse"
      title={label}
      aria-label={label}
      onClick={onClick}
    >
      <IconArrow />
    </button>
  );
}
