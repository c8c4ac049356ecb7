// A Markdown page from the pages plugin: the content in reading typography, with the TOC at the
// right when the page has headings (unless hide_table_of_contents).
import useThemeConfig from '../../hooks/useThemeConfig';
import type { ComponentType } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import { filterTOC, resolveTOCLevels, type TOCItem } from '../../hooks/tocTree';
import './styles.css';

interface PageFrontMatter {
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
  wrapperClassName?: string;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
}

export interface MDXPageProps {
  content: {
    default: ComponentType;
    frontMatter?: Record<string, unknown>;
    toc?: TOCItem[];
    contentTitle?: string | null;
  };
}

export default function MDXPage({ content }: MDXPageProps) {
  const { default: Content, toc = [], contentTitle } = content;
  const frontMatter = (content.frontMatter ?? {}) as PageFrontMatter;
  const themeTOC = useThemeConfig().tableOfContents;
  const levels = resolveTOCLevels(
    {
      minHeadingLevel: frontMatter.toc_min_heading_level,
      maxHeadingLevel: frontMatter.toc_max_heading_level,
    },
    themeTOC,
  );
  const showTOC = !frontMatter.hide_table_of_contents && filterTOC(toc, levels).length > 0;
  const keywords = Array.isArray(frontMatter.keywords)
    ? frontMatter.keywords.join(', ')
    : frontMatter.keywords;
  return (
    <Layout
      title={frontMatter.title ?? contentTitle ?? undefined}
      description={frontMatter.description}
      image={frontMatter.image}
      wrapperClassName={frontMatter.wrapperClassName}
    >
      {keywords && (
        <Head>
          <meta name="keywords" content={keywords} />
        </Head>
      )}
      <div className={clsx('mdx-page', showTOC && 'mdx-page--with-toc')}>
        <article className="mdx-page__article">
          <MDXContent>
            <Content />
          </MDXContent>
        </article>
        {showTOC && (
          <div className="mdx-page__toc">
            <TOC
              toc={toc}
              minHeadingLevel={levels.minHeadingLevel}
              maxHeadingLevel={levels.maxHeadingLevel}
            />
          </div>
        )}
      </div>
    </Layout>
  );
}
