// One row below a doc: the edit link on one side, the last update on the other.
import clsx from 'clsx';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import './styles.css';

export interface Props {
  className?: string;
  editUrl: string | null | undefined;
  lastUpdatedAt: number | undefined;
  lastUpdatedBy: string | undefined;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: Props) {
  return (
    <div className={clsx('edit-meta-row', className)}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      {(lastUpdatedAt || lastUpdatedBy) && (
        <span className="edit-meta-row__last-updated theme-last-updated">
          <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
        </span>
      )}
    </div>
  );
}
