/**
 * The 'Publikacja' tab: whether the pre-rendered pages are behind the shop's data (and how),
 * 'Opublikuj' with live progress, the outcome with its log on demand, and the history of
 * releases with 'Przywróć'.
 */
import React, { useState } from 'react';
import type { ReleaseSummary } from '../../../../domain/contract/releases';
import { useAppDispatch } from '../../../app/hooks';
import {
  selectLatestRelease,
  selectLiveRelease,
  selectPendingChanges,
  selectReleaseActionsLocked,
  selectReleaseHistory,
  selectReleaseLogs,
  selectReleaseRefusal,
  selectReleases,
  selectRunningRelease,
} from '../releases-slice';
import { fetchReleaseLog, startPublish } from '../releases-thunks';
import { useStaffSelector } from '../staff-store';
import { formatDayClock } from './staff-text';
import { Panel, Row, SmallButton } from './staff-ui';
import { PublishProgress } from './publish-progress';
import { formatPendingCount, PUBLISH_UI, refusalText } from './publish-text';
import { ReleaseHistory } from './release-history';
import { useReleaseLive } from './use-release-live';

/** Is the live site behind the data: the count and what changed, who changed it and when. */
function PendingChanges() {
  const pending = useStaffSelector(selectPendingChanges);
  if (pending.length === 0) return <p>{PUBLISH_UI.upToDate}</p>;
  return (
    <>
      <p>
        <strong data-testid="pending-count">{formatPendingCount(pending.length)}</strong>
      </p>
      <ul aria-label={PUBLISH_UI.pendingList}>
        {pending.map((change) => (
          <li key={change.auditId}>
            {change.text}{' '}
            <small>
              ({change.by}, {formatDayClock(change.at)})
            </small>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A failed release: its Polish error, and the end of its log behind a toggle. */
function FailedOutcome({ release }: { release: ReleaseSummary }) {
  const dispatch = useAppDispatch();
  const logs = useStaffSelector(selectReleaseLogs);
  const [logOpen, setLogOpen] = useState(false);
  const toggle = () => {
    if (!logOpen) void dispatch(fetchReleaseLog(release.id));
    setLogOpen(!logOpen);
  };
  return (
    <div>
      <p role="alert">{release.error ?? PUBLISH_UI.failed}</p>
      <SmallButton type="button" aria-expanded={logOpen} onClick={toggle}>
        {logOpen ? PUBLISH_UI.hideLog : PUBLISH_UI.showLog}
      </SmallButton>
      {logOpen && <pre data-testid="release-log">{logs[release.id] ?? '…'}</pre>}
    </div>
  );
}

/** The newest release's outcome: 'Opublikowano', or its error with the log. */
function LatestOutcome() {
  const latest = useStaffSelector(selectLatestRelease);
  if (latest?.status === 'live') {
    return <p role="status">{`${PUBLISH_UI.published}: ${latest.id}, ${formatDayClock(latest.liveAt ?? latest.createdAt)}`}</p>;
  }
  // Keyed: the log toggle starts closed for each failed release.
  if (latest?.status === 'failed') return <FailedOutcome key={latest.id} release={latest} />;
  return null;
}

export function PublishPanel() {
  useReleaseLive();
  const dispatch = useAppDispatch();
  const { status, list } = useStaffSelector(selectReleases);
  const refusal = useStaffSelector(selectReleaseRefusal);
  const locked = useStaffSelector(selectReleaseActionsLocked);
  const running = useStaffSelector(selectRunningRelease);
  const live = useStaffSelector(selectLiveRelease);
  const history = useStaffSelector(selectReleaseHistory);
  return (
    <>
      <Panel aria-labelledby="publish-title">
        <h2 id="publish-title">{PUBLISH_UI.title}</h2>
        <p>
          <small>{PUBLISH_UI.explain}</small>
        </p>
        {status === 'loading' && <p>{PUBLISH_UI.loading}</p>}
        {status === 'error' && <p role="alert">{PUBLISH_UI.loadFailed}</p>}
        {live && <p data-testid="live-release">{PUBLISH_UI.live(live.id, formatDayClock(live.liveAt ?? live.createdAt))}</p>}
        {/* Without a list there is nothing to say: 'Strona jest aktualna' would be a guess. */}
        {list && <PendingChanges />}
        <Row>
          <SmallButton type="button" variant="primary" disabled={locked} onClick={() => void dispatch(startPublish())}>
            {PUBLISH_UI.publish}
          </SmallButton>
        </Row>
        {refusal && <p role="alert">{refusalText(refusal)}</p>}
        {running ? <PublishProgress release={running} /> : <LatestOutcome />}
      </Panel>
      <Panel aria-labelledby="history-title">
        <h2 id="history-title">{PUBLISH_UI.history}</h2>
        {list && <ReleaseHistory releases={history} locked={locked} />}
      </Panel>
    </>
  );
}
