// "Version: 2.0" above a doc's title, when its docs have several versions (Docusaurus' badge).
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useFullPathname from '../../hooks/useFullPathname';
import useActiveDocsPlugin from '../../hooks/useActiveDocsPlugin';
import { activeVersionOf } from '../../hooks/useDocsNavbar';
import './styles.css';

export default function DocVersionBadge({ className }: { className?: string }) {
  const pathname = useFullPathname();
  const data = useActiveDocsPlugin(pathname);
  const version = data && activeVersionOf(data, pathname);
  if (!version?.badge) return null;
  return (
    <span className={clsx(className, 'theme-doc-version-badge', 'doc-version-badge')}>
      <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}
