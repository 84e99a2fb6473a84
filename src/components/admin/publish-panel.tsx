/**
 * The 'Publikacja' tab: whether the pre-rendered pages are behind the shop's data (and how),
 * 'Opublikuj' with live progress, the outcome with its log on demand, and the history of
 * releases with 'Przywróć'.
 */
import React, { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { selectLatestRelease, selectPendingChanges, selectReleaseHistory, selectReleases, selectRunningRelease } from '../../features/staff/releases-slice';
import { fetchReleaseLog, startPublish } from '../../features/staff/releases-thunks';
import { useStaffSelector } from '../../features/staff/staff-store';
import { formatDayClock } from './admin-text';
import { Panel, Row, SmallButton } from './admin-ui';
import { PublishProgress } from './publish-progress';
import { formatPendingCount, PUBLISH_UI } from './publish-text';
import { ReleaseHistory } from './release-history';
import { useReleaseLive } from './use-release-live';

function PendingChanges() {
  const pending = useStaffSelector(selectPendingChanges);
  if (pending.length === 0) return <p>{PUBLISH_UI.upToDate}</p>;
  return (
    <>
      <p>
        <strong data-testid="pending-count">{formatPendingCount(pending.length)}</strong>
      </p>
      <ul aria-label="Zmiany nieopublikowane">
        {pending.map((change) => (
          <li key={change.auditId}>
            {change.text} <small>({change.by}, {formatDayClock(change.at)})</small>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The last release's outcome: 'Opublikowano' or its error with the log behind a toggle. */
function LatestOutcome() {
  const dispatch = useAppDispatch();
  const latest = useStaffSelector(selectLatestRelease);
  const { logs } = useStaffSelector(selectReleases);
  const [logOpen, setLogOpen] = useState(false);
  if (!latest) return null;
  if (latest.status === 'live') {
    return <p role="status">{`${PUBLISH_UI.published}: ${latest.id}, ${formatDayClock(latest.liveAt ?? latest.createdAt)}`}</p>;
  }
  if (latest.status !== 'failed') return null;
  const toggle = () => {
    if (!logOpen) void dispatch(fetchReleaseLog(latest.id));
    setLogOpen(!logOpen);
  };
  return (
    <div>
      <p role="alert">{latest.error}</p>
      <SmallButton type="button" aria-expanded={logOpen} onClick={toggle}>
        {logOpen ? PUBLISH_UI.hideLog : PUBLISH_UI.showLog}
      </SmallButton>
      {logOpen && <pre data-testid="release-log">{logs[latest.id] ?? '…'}</pre>}
    </div>
  );
}

export function PublishPanel() {
  useReleaseLive();
  const dispatch = useAppDispatch();
  const { status, busy, message } = useStaffSelector(selectReleases);
  const running = useStaffSelector(selectRunningRelease);
  const history = useStaffSelector(selectReleaseHistory);
  return (
    <>
      <Panel aria-labelledby="publish-title">
        <h2 id="publish-title">{PUBLISH_UI.title}</h2>
        <p>
          <small>{PUBLISH_UI.explain}</small>
        </p>
        {status === 'error' && <p role="alert">{PUBLISH_UI.loadFailed}</p>}
        <PendingChanges />
        <Row>
          <SmallButton type="button" data-primary="true" disabled={busy || running !== null} onClick={() => void dispatch(startPublish())}>
            {PUBLISH_UI.publish}
          </SmallButton>
        </Row>
        {message && <p role="alert">{message}</p>}
        {running ? <PublishProgress release={running} /> : <LatestOutcome />}
      </Panel>
      <Panel aria-labelledby="history-title">
        <h2 id="history-title">{PUBLISH_UI.history}</h2>
        <ReleaseHistory releases={history} busy={busy || running !== null} />
      </Panel>
    </>
  );
}
