// The doc's own head tags: keywords from the front matter, and noindex for an unlisted doc. The
// title, description and social image are the Layout's (DocItem passes them).
import Head from '@docusaurus/Head';
import { useDoc } from '../../../hooks/useDoc';

export default function DocItemMetadata() {
  const { frontMatter, metadata } = useDoc();
  const keywords = Array.isArray(frontMatter.keywords)
    ? frontMatter.keywords.join(', ')
    : frontMatter.keywords;
  return (
    <Head>
      {keywords && <meta name="keywords" content={keywords} />}
      {metadata.unlisted && <meta name="robots" content="noindex, nofollow" />}
    </Head>
  );
}
