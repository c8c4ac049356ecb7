// Fills the folded sidebar's strip: a click brings the sidebar back.
import IconArrow from '@theme/Icon/Arrow';
import { translate } from '@docusaurus/Translate';
import './styles.css';

export interface Props {
  toggleSidebar: () => void;
}

export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: Props) {
  const label = translate({
    id: 'theme.docs.sidebar.expandButtonAriaLabel',
    message: 'Expand sidebar',
  });
  return (
    <button
      type="button"
      className="doc-sidebar-expand"
      title={label}
      aria-label={label}
      onClick={toggleSidebar}
    >
      <IconArrow className="doc-sidebar-expand__icon" />
    </button>
  );
}
