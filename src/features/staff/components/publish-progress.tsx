/** A running publish: its steps, a bar, files and megabytes sent, and the time it has taken. */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ReleaseSummary } from '../../../../domain/contract/releases';
import { RELEASE_STEPS } from '../../../../domain/rules/releases';
import { theme } from '../../../styles/theme';
import { formatDuration, formatUploaded, PUBLISH_UI, STEP_NAMES } from './publish-text';

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
  height: ${theme.space.md};
`;

/** Milliseconds since `since`, ticking each second while mounted. */
function useElapsed(since: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now - Date.parse(since);
}

// Not a live region: the time ticks every second and the feed speaks twice a second; the
// outcome ('Opublikowano' or the error) is what a screen reader announces.
export function PublishProgress({ release }: { release: ReleaseSummary }) {
  const { step, percent, files, bytes } = release.progress;
  const current = RELEASE_STEPS.indexOf(step);
  const elapsed = useElapsed(release.createdAt);
  return (
    <div data-testid="publish-progress">
      <Steps aria-label={PUBLISH_UI.steps}>
        {RELEASE_STEPS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} data-done={index < current}>
            {STEP_NAMES[name]}
          </li>
        ))}
      </Steps>
      <Bar max={100} value={percent} aria-label={PUBLISH_UI.bar} aria-valuenow={percent} />
      <p>
        {files.total > 0 && <span data-testid="publish-uploaded">{`${formatUploaded(files, bytes)}. `}</span>}
        <span data-testid="publish-elapsed">{PUBLISH_UI.elapsed(formatDuration(elapsed))}</span>
      </p>
    </div>
  );
}
