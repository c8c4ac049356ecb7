// The link to the page's source, where a reader can propose a change.
import Link from '@docusaurus/Link';
import IconEdit from '@theme/Icon/Edit';
import Translate from '@docusaurus/Translate';
import './styles.css';

export interface Props {
  editUrl: string;
}

export default function EditThisPage({ editUrl }: Props) {
  return (
    <Link href={editUrl} className="edit-this-page theme-edit-this-page">
      <IconEdit />
      <Translate id="theme.common.editThisPage">Edit this page</Translate>
    </Link>
  );
}
