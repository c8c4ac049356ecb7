// Below the doc: its tags, then the edit link and the last update. Nothing when it has none.
import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';
import { useDoc } from '../../../hooks/useDoc';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { tags, editUrl, lastUpdatedAt } = metadata;
  const lastUpdatedBy = (metadata as { lastUpdatedBy?: string }).lastUpdatedBy;
  const hasMeta = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!tags.length && !hasMeta) return null;
  return (
    <footer className="doc-item__footer theme-doc-footer">
      {tags.length > 0 && <TagsListInline tags={tags} />}
      {hasMeta && (
        <EditMetaRow
          className="theme-doc-footer-edit-meta-row"
          editUrl={editUrl}
          lastUpdatedAt={lastUpdatedAt}
          lastUpdatedBy={lastUpdatedBy}
        />
      )}
    </footer>
  );
}
