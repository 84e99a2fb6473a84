/** The 'Historia zmian' tab: who changed what and when, newest first; values shown as text. */
import React, { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { selectStaff } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { fetchStaffAudit } from '../staff-thunks';
import { AUDIT_ACTIONS, formatDayClock } from './staff-text';
import { SmallButton } from './staff-ui';

/** A short readable form of a before/after value; rendered as text, never as HTML. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function AuditList() {
  const dispatch = useAppDispatch();
  const { audit, auditStatus } = useStaffSelector(selectStaff);
  useEffect(() => {
    void dispatch(fetchStaffAudit());
  }, [dispatch]);

  return (
    <div>
      <SmallButton type="button" onClick={() => void dispatch(fetchStaffAudit())}>
        Odśwież
      </SmallButton>
      {auditStatus === 'error' && <p role="alert">Nie udało się wczytać historii zmian.</p>}
      {auditStatus === 'ready' && audit.length === 0 && <p>Brak zmian.</p>}
      <ol aria-label="Historia zmian">
        {audit.map((entry) => (
          <li key={entry.id} data-testid="audit-entry">
            <strong>{formatDayClock(entry.at)}</strong> — {entry.by}: {AUDIT_ACTIONS[entry.action] ?? entry.action}
            {entry.target ? ` (${entry.target})` : ''}
            <br />
            <small>
              było: {describeValue(entry.before)}; jest: {describeValue(entry.after)}
            </small>
          </li>
        ))}
      </ol>
    </div>
  );
}
