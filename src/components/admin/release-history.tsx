/** The history of releases: who published what and when, how long it took, and 'Przywróć'. */
import React from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import type { ReleaseSummary } from '../../../domain/contract/releases';
import { rollbackRelease } from '../../features/staff/releases-thunks';
import { theme } from '../../styles/theme';
import { formatDayClock } from './admin-text';
import { SmallButton } from './admin-ui';
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
      <summary>{`${texts.slice(0, SHOWN_CHANGES).join('; ')} i ${texts.length - SHOWN_CHANGES} więcej`}</summary>
      <ul>
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </details>
  );
}

export function ReleaseHistory({ releases, busy }: { releases: ReleaseSummary[]; busy: boolean }) {
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
            {release.fileCount > 0 ? `, wysłano ${release.uploadedFiles}/${release.fileCount} plików` : ''}
          </small>
          <Changes release={release} />
          {release.restorable && release.status !== 'live' && (
            <SmallButton type="button" disabled={busy} onClick={() => restore(release)} aria-label={`${PUBLISH_UI.restore} ${release.id}`}>
              {PUBLISH_UI.restore}
            </SmallButton>
          )}
        </Entry>
      ))}
    </ol>
  );
}
