// The components compiled MDX renders with (`@theme/MDXContent` passes this map to MDXProvider). Also
// makes Admonition, Tabs, TabItem, CodeBlock, Details, DocCardList, TOCInline and Heading
// usable in MDX without an import, as in Docusaurus.
import type { ComponentPropsWithoutRef } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { preloadableComponent } from '@tessera/core/client';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Heading, { type HeadingType } from '@theme/Heading';
import TabItem from '@theme/TabItem';
import TOCInline from '@theme/TOCInline';
import MDXCode from './Code';
import MDXTable from './Table';

// Few pages use these (and those usually import Tabs and DocCardList, which then come with the
// page's own code), so their code loads only when a page renders them. The server HTML is the
// same; a hydrating page that has one waits for its chunk (see preloadableComponent).
const Details = preloadableComponent(
  () => import(/* webpackChunkName: "mdx-details" */ '@theme/Details'),
);
const DocCardList = preloadableComponent(
  () => import(/* webpackChunkName: "mdx-doc-card-list" */ '@theme/DocCardList'),
);
const Tabs = preloadableComponent(() => import(/* webpackChunkName: "mdx-tabs" */ '@theme/Tabs'));

function MDXA(props: ComponentPropsWithoutRef<'a'>) {
  return <Link {...props} />;
}

/** A fence arrives as <pre><code className="language-x" metastring>; CodeBlock unwraps it. */
function MDXPre({ children }: ComponentPropsWithoutRef<'pre'>) {
  return <CodeBlock>{children}</CodeBlock>;
}

function MDXImg(props: ComponentPropsWithoutRef<'img'>) {
  return (
    <img decoding="async" loading="lazy" {...props} className={clsx('mdx-img', props.className)} />
  );
}

/** `<head>` in MDX adds its tags to the document head. */
function MDXHead(props: ComponentPropsWithoutRef<'head'>) {
  return <Head>{props.children}</Head>;
}

const heading = (as: HeadingType) =>
  function MDXHeading(props: ComponentPropsWithoutRef<'h2'>) {
    return <Heading as={as} {...props} />;
  };

const MDXComponents = {
  a: MDXA,
  pre: MDXPre,
  code: MDXCode,
  img: MDXImg,
  head: MDXHead,
  table: MDXTable,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  details: Details,
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  Heading,
  TabItem,
  Tabs,
  TOCInline,
};

export default MDXComponents;
