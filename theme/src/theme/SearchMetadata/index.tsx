// Head tags a search crawler (DocSearch) reads to facet pages: their locale, docs version and tag.
import Head from '@docusaurus/Head';

export interface Props {
  locale?: string;
  version?: string;
  tag?: string;
}

export default function SearchMetadata({ locale, version, tag }: Props) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
