/** The history of releases: who published what and when, how long it took, and 'Przywróć'. */
import React from 'react';
import styled from 'styled-components';
import type { ReleaseSummary } from '../../../../domain/contract/releases';
import { useAppDispatch } from '../../../app/hooks';
import { rollbackRelease } from '../releases-thunks';
import { theme } from '../../../styles/theme';
import { formatDayClock } from './staff-text';
import { SmallButton } from './staff-ui';
import { formatDuration, PUBLISH_UI, RELEASE_STATUS_NAMES } from './publish-text';

const Entry = styled.li`
  margin-bottom: ${theme.space.md};
  details { margin-top: ${theme.space.xs}; }
`;

/** More than this many changes are folded under a summary. */
const SHOWN_CHANGES = 3;

function Changes({ release }: { release: ReleaseSummary }) {
  if (release.changes.length === 0) return null;
  const texts = release.changes.map((change) => change.text);
  if (texts.length <= SHOWN_CHANGES) return <div>{texts.join('; ')}</div>;
  return (
    <details>
      <summary>{PUBLISH_UI.changesMore(texts.slice(0, SHOWN_CHANGES).join('; '), texts.length - SHOWN_CHANGES)}</summary>
      <ul>
        {release.changes.map((change) => (
          <li key={change.auditId}>{change.text}</li>
        ))}
      </ul>
    </details>
  );
}

/** `locked`: a publish runs or a call is on its way, so nothing can be restored now. */
export function ReleaseHistory({ releases, locked }: { releases: ReleaseSummary[]; locked: boolean }) {
  const dispatch = useAppDispatch();
  const restore = (release: ReleaseSummary) => {
    if (window.confirm(PUBLISH_UI.confirmRestore(release.id))) void dispatch(rollbackRelease(release.id));
  };
  if (releases.length === 0) return <p>{PUBLISH_UI.noReleases}</p>;
  return (
    <ol aria-label={PUBLISH_UI.history}>
      {releases.map((release) => (
        <Entry key={release.id} data-testid="release">
          <strong>{release.id}</strong> — {RELEASE_STATUS_NAMES[release.status]}
          <br />
          <small>
            {formatDayClock(release.createdAt)}, {release.startedBy}
            {release.durationMs !== null ? `, ${formatDuration(release.durationMs)}` : ''}
            {release.fileCount > 0 ? `, ${PUBLISH_UI.uploadedFiles(release.uploadedFiles, release.fileCount)}` : ''}
          </small>
          {release.status === 'failed' && release.error && <div>{release.error}</div>}
          <Changes release={release} />
          {release.restorable && release.status !== 'live' && (
            <SmallButton type="button" disabled={locked} onClick={() => restore(release)} aria-label={`${PUBLISH_UI.restore} ${release.id}`}>
              {PUBLISH_UI.restore}
            </SmallButton>
          )}
        </Entry>
      ))}
    </ol>
  );
}
