// A doc page (the docs plugin's route component): the site Layout around the docs frame
// (DocRoot/Layout: sidebar | main) and the doc itself (DocItem/Layout). The doc's parts read it
// from the doc context (useDoc), as in Docusaurus, so a site can swizzle any one of them.
// Below 996px the sidebar moves into the navbar's mobile menu (hence the sidebar provider
// around the Layout) and the TOC becomes a collapsible block above the content.
import type { ClientSidebar, DocMetadata } from '@tessera/plugin-docs/client';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/DocItem/Layout';
import { DocsSidebarProvider } from '../../hooks/useDocsSidebar';
import { DocProvider, type DocContentModule, type DocFrontMatter } from '../../hooks/useDoc';
import { preloadOmittedItems } from '../../hooks/useOmittedSidebarItems';
import './styles.css';

export type { DocContentModule };

export interface DocItemProps {
  content: DocContentModule;
  metadata: DocMetadata;
  sidebar?: ClientSidebar;
  /** The whole sidebar, when `sidebar` left items out; static rendering only (a server module). */
  fullSidebar?: ClientSidebar;
}

export default function DocItem({ content, metadata, sidebar, fullSidebar }: DocItemProps) {
  const MDXComponent = content.default;
  const frontMatter = { ...content.frontMatter, ...metadata.frontMatter } as DocFrontMatter;
  return (
    <DocsSidebarProvider sidebar={sidebar ?? null} full={fullSidebar}>
      <DocProvider content={content} metadata={metadata}>
        <Layout title={metadata.title} description={metadata.description} image={frontMatter.image}>
          <DocItemMetadata />
          <DocRootLayout>
            <DocItemLayout>
              <MDXComponent />
            </DocItemLayout>
          </DocRootLayout>
        </Layout>
      </DocProvider>
    </DocsSidebarProvider>
  );
}

/** A client navigation to this page waits for the sidebar items its copy left out (core Navigator). */
DocItem.prepare = ({ sidebar }: Pick<DocItemProps, 'sidebar'>) =>
  preloadOmittedItems(sidebar?.items);
