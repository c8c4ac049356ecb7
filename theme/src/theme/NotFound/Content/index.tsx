// The body of the 404 page: what happened, and where to go instead (the home page, and the
// docs when the site has them).
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useGlobalData from '@docusaurus/useGlobalData';
import type { DocsGlobalData } from '../../../hooks/docsGlobalData';
import Translate from '@docusaurus/Translate';

export interface Props {
  className?: string;
}

/**
 * A page of the docs to send the visitor to, if the docs plugin is on: the docs root when a doc
 * lives there, else the first link of the first sidebar (the root may have no page of its own).
 */
function useDocsPath(): string | undefined {
  const docs = useGlobalData()['tessera-plugin-docs'] as Record<string, DocsGlobalData> | undefined;
  const data = docs?.default;
  if (!data) return undefined;
  const version = data.versions.find((v) => v.isLast) ?? data.versions[0];
  if (!version) return data.path;
  const rootDoc = Object.values(version.docs).some(
    (d) => d.path.replace(/\/$/, '') === version.path.replace(/\/$/, ''),
  );
  if (rootDoc) return version.path;
  return Object.values(version.sidebars).find((s) => s.link)?.link?.path ?? data.path;
}

export default function NotFoundContent({ className }: Props) {
  const docsPath = useDocsPath();
  return (
    <div className={clsx('not-found', className)}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        <Translate id="theme.NotFound.title">Page Not Found</Translate>
      </h1>
      <p className="not-found__text">
        <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate>
      </p>
      <p className="not-found__text">
        <Translate id="theme.NotFound.p2">
          If a link brought you here, please let the owner of the site that linked you know that the
          link is broken. You can also start again from one of these:
        </Translate>
      </p>
      <div className="not-found__actions">
        <Link to="/" className="t-button t-button--primary">
          <Translate id="theme.NotFound.homeLink">Go to the homepage</Translate>
        </Link>
        {docsPath && (
          <Link to={docsPath} className="t-button">
            <Translate id="theme.NotFound.docsLink">Read the docs</Translate>
          </Link>
        )}
      </div>
    </div>
  );
}
