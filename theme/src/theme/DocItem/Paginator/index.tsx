// Previous / next doc, in sidebar order.
import DocPaginator from '@theme/DocPaginator';
import { useDoc } from '../../../hooks/useDoc';

export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator previous={metadata.previous} next={metadata.next} />;
}
