// Above a doc of a version other than the latest: "unreleased" (newer, e.g. Next) or
// "no longer actively maintained" (older), with a link to the same page in the latest version
// when it has one, else to its main doc. As in Docusaurus, and with its translation ids.
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useSiteConfig from '@docusaurus/useSiteConfig';
import Admonition from '@theme/Admonition';
import useFullPathname from '../../hooks/useFullPathname';
import useActiveDocsPlugin from '../../hooks/useActiveDocsPlugin';
import { activeVersionOf, samePageInVersion } from '../../hooks/useDocsNavbar';

export default function DocVersionBanner({ className }: { className?: string }) {
  const pathname = useFullPathname();
  const { title: siteTitle } = useSiteConfig();
  const data = useActiveDocsPlugin(pathname);
  const version = data && activeVersionOf(data, pathname);
  const latest = data?.versions.find((v) => v.isLast);
  if (!version || !latest || !version.banner || version.banner === 'none') return null;
  const values = { siteTitle, versionLabel: <b>{version.label}</b> };
  return (
    <Admonition type="warning" title={null} className={className}>
      <p>
        {version.banner === 'unreleased' ? (
          <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
            {
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'
            }
          </Translate>
        )}
      </p>
      <p>
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            latestVersionLink: (
              <b>
                <Link to={samePageInVersion(latest, version, pathname)}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">
                    latest version
                  </Translate>
                </Link>
              </b>
            ),
            versionLabel: latest.label,
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </p>
    </Admonition>
  );
}
