// The doc page being rendered, for the parts of DocItem (DocItem/Layout, Content, Footer,
// Paginator, TOC/*, Metadata): as in Docusaurus, they take no props and read the doc from here,
// so a site can swizzle any one of them on its own.
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { DocMetadata } from '@tessera/plugin-docs/client';
import useThemeConfig from './useThemeConfig';
import { resolveTOCLevels, type TOCItem, type TOCLevels } from './tocTree';

/** What a compiled doc module exports. */
export interface DocContentModule {
  default: ComponentType;
  frontMatter?: Record<string, unknown>;
  toc?: TOCItem[];
  contentTitle?: string | null;
}

/** The front matter keys the doc page reads (others stay available, untyped). */
export interface DocFrontMatter {
  [key: string]: unknown;
  title?: string;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  keywords?: string[] | string;
  image?: string;
}

export interface DocContextValue {
  metadata: DocMetadata;
  /** The module's front matter with the plugin's copy over it. */
  frontMatter: DocFrontMatter;
  toc: readonly TOCItem[];
  /** The Markdown's own leading `# Title`, when it has one. */
  contentTitle: string | null | undefined;
  assets: { image?: string };
}

const DocContext = createContext<DocContextValue | null>(null);

export function DocProvider({
  content,
  metadata,
  children,
}: {
  content: DocContentModule;
  metadata: DocMetadata;
  children: ReactNode;
}) {
  const value = useMemo((): DocContextValue => {
    const frontMatter = { ...content.frontMatter, ...metadata.frontMatter } as DocFrontMatter;
    return {
      metadata,
      frontMatter,
      toc: content.toc ?? [],
      contentTitle: content.contentTitle,
      assets: { image: frontMatter.image },
    };
  }, [content, metadata]);
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

/** The current doc; only inside a doc page (DocItem). */
export function useDoc(): DocContextValue {
  const doc = useContext(DocContext);
  if (!doc)
    throw new Error('useDoc() is used outside of a doc page (DocItem renders DocProvider).');
  return doc;
}

/** The heading levels of the doc's TOC: its front matter, else themeConfig, else h2-h3. */
export function useDocTOCLevels(): Required<TOCLevels> {
  const { frontMatter } = useDoc();
  const themeTOC = useThemeConfig().tableOfContents;
  return resolveTOCLevels(
    {
      minHeadingLevel: frontMatter.toc_min_heading_level,
      maxHeadingLevel: frontMatter.toc_max_heading_level,
    },
    themeTOC,
  );
}
