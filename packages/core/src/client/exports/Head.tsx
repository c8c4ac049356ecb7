import { Helmet } from 'react-helmet-async';
import type { ComponentProps } from 'react';

/** Adds tags to the document head (title, meta, link...). Later instances win. */
export default function Head(props: ComponentProps<typeof Helmet>) {
  return <Helmet {...props} />;
}
