/** A running publish: its steps, a bar, files and megabytes sent, and the time it has taken. */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ReleaseSummary } from '../../../domain/contract/releases';
import { RELEASE_STEPS } from '../../../domain/rules/releases';
import { theme } from '../../styles/theme';
import { formatDuration, formatMegabytes, STEP_NAMES } from './publish-text';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
  li[aria-current='step'] { font-weight: 700; text-decoration: underline; }
  li[data-done='true'] { color: ${theme.palette.mutedText}; }
`;

const Bar = styled.progress`
  width: 100%;
  height: 1rem;
`;

/** Seconds since `since`, ticking while mounted. */
function useElapsed(since: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now - Date.parse(since);
}

export function PublishProgress({ release }: { release: ReleaseSummary }) {
  const { step, percent, files, bytes } = release.progress;
  const current = RELEASE_STEPS.indexOf(step);
  const elapsed = useElapsed(release.createdAt);
  return (
    <div aria-live="polite" data-testid="publish-progress">
      <Steps aria-label="Etapy publikacji">
        {RELEASE_STEPS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} data-done={index < current}>
            {STEP_NAMES[name]}
          </li>
        ))}
      </Steps>
      <Bar max={100} value={percent} aria-label="Postęp publikacji" aria-valuenow={percent} />
      <p>
        {files.total > 0 ? `Wysłano ${files.done}/${files.total} plików, ${formatMegabytes(bytes.done)} z ${formatMegabytes(bytes.total)}. ` : ''}
        Trwa {formatDuration(elapsed)}.
      </p>
    </div>
  );
}
