// The doc's content in the Markdown frame, under a title made from the doc's title when the
// Markdown has no leading `# Title` of its own (and the front matter does not hide it).
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import { useDoc } from '../../../hooks/useDoc';

export interface Props {
  children: ReactNode;
}

export default function DocItemContent({ children }: Props) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const showTitle = !frontMatter.hide_title && !contentTitle;
  return (
    <MDXContent>
      {showTitle && (
        <header>
          <Heading as="h1">{metadata.title}</Heading>
        </header>
      )}
      {children}
    </MDXContent>
  );
}
