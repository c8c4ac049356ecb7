// 'Last updated on <date> by <author>', with Docusaurus' ids so their translations apply.
// translate() fills in strings only: the {date} and {user} placeholders are left in and
// Interpolate puts the elements there.
import Interpolate from '@docusaurus/Interpolate';
import { translate } from '@docusaurus/Translate';

export interface Props {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props) {
  const atDate = lastUpdatedAt
    ? translate({ id: 'theme.lastUpdated.atDate', message: ' on {date}' })
    : '';
  const byUser = lastUpdatedBy
    ? translate({ id: 'theme.lastUpdated.byUser', message: ' by {user}' })
    : '';
  const text = translate(
    { id: 'theme.lastUpdated.lastUpdatedAtBy', message: 'Last updated{atDate}{byUser}' },
    { atDate, byUser },
  );
  const date = lastUpdatedAt ? (
    // UTC: the server and the browser must print the same date.
    <time dateTime={new Date(lastUpdatedAt).toISOString()}>
      {new Date(lastUpdatedAt).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })}
    </time>
  ) : null;
  const user = lastUpdatedBy ? <b>{lastUpdatedBy}</b> : null;
  return <Interpolate values={{ date, user }}>{text}</Interpolate>;
}
