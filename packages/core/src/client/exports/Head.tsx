import type { ComponentProps } from 'react';
import type { Helmet } from 'react-helmet-async';
import { useHelmet } from '../head/helmet';

/**
 * Adds tags to the document head (title, meta, link...). Later instances win. In the browser it
 * renders nothing until helmet has loaded (see ../head/helmet): the server HTML has the tags.
 */
export default function Head(props: ComponentProps<typeof Helmet>) {
  const helmet = useHelmet();
  if (!helmet) return null;
  const { Helmet: HelmetComponent, helmetData } = helmet;
  return helmetData ? (
    <HelmetComponent {...props} helmetData={helmetData} />
  ) : (
    <HelmetComponent {...props} />
  );
}
