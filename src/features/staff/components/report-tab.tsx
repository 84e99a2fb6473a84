/**
 * The 'Raport' tab: the day's numbers for one business day (04:00–04:00 in Warsaw, D103), today's
 * by default, or for a range of at most REPORT_MAX_DAYS days, refused here before any call.
 */
import React, { useCallback, useEffect, useState } from 'react';
import type { DailyReport, ReportQuery } from '../../../../domain/contract/reports';
import { businessDateOf, daysInRange, parseCalendarDate, REPORT_MAX_DAYS } from '../../../../domain/rules/business-day';
import { useAppDispatch } from '../../../app/hooks';
import { refusal, STAFF_LOG, staffCall } from '../staff-thunks';
import { ReportChart } from './report-chart';
import { ReportDownloads } from './report-downloads';
import { ReportFigures } from './report-figures';
import { FieldError, Row, SmallButton } from './staff-ui';

const FIELD_NAMES: Readonly<Record<string, string>> = { from: 'od', to: 'do' };

export const REPORT_TEXT = {
  loading: 'Liczymy…',
  noDate: 'Wybierz dzień.',
  reversed: 'Data „do” nie może być wcześniejsza niż „od”.',
  tooLong: (days: number) => `Raport obejmuje najwyżej ${REPORT_MAX_DAYS} dni, a wybrany zakres ma ${days}. Skróć go.`,
  refused: (message: string, field?: string) =>
    `Serwer nie policzył raportu${field ? ` (pole „${FIELD_NAMES[field] ?? field}”)` : ''}: ${message}`,
} as const;

/** What is wrong with the chosen dates, or '' when they can be sent. */
export function rangeProblem({ from, to }: ReportQuery): string {
  const fromWall = parseCalendarDate(from);
  if (fromWall === undefined) return REPORT_TEXT.noDate;
  if (!to) return '';
  const toWall = parseCalendarDate(to);
  if (toWall === undefined) return REPORT_TEXT.noDate;
  const days = daysInRange(fromWall, toWall);
  if (days < 1) return REPORT_TEXT.reversed;
  return days > REPORT_MAX_DAYS ? REPORT_TEXT.tooLong(days) : '';
}

function reportError(err: unknown): string {
  const { status, message, field } = (err ?? {}) as { status?: number; message?: string; field?: string };
  if (status === 400 && message) return REPORT_TEXT.refused(message, field?.replace(/^querystring\//, ''));
  return refusal(err).message;
}

/** Today's business date in Warsaw: at 01:00 still yesterday's (D103). */
const businessToday = () => businessDateOf(new Date());

export function ReportTab({ today = businessToday }: { today?: () => string }) {
  const dispatch = useAppDispatch();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [shown, setShown] = useState<{ query: ReportQuery; report: DailyReport } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (query: ReportQuery) => {
      const problem = rangeProblem(query);
      setError(problem);
      if (problem) return;
      setLoading(true);
      try {
        const report = await dispatch(staffCall((api, token) => api.getDailyReport(token, query)));
        setShown({ query, report });
      } catch (err) {
        console.error(STAFF_LOG, err);
        setError(reportError(err));
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  useEffect(() => {
    void load({ from: today() });
  }, [load, today]);

  const range = shown && (shown.report.from === shown.report.to ? shown.report.from : `${shown.report.from} – ${shown.report.to}`);
  return (
    <div>
      <form
        aria-label="Zakres raportu"
        onSubmit={(event) => {
          event.preventDefault();
          void load(to && to !== from ? { from, to } : { from });
        }}
      >
        <Row>
          <label>
            Dzień (od){' '}
            <input type="date" name="from" required value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            do (opcjonalnie){' '}
            <input type="date" name="to" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </label>
          <SmallButton type="submit" disabled={loading}>
            Pokaż raport
          </SmallButton>
        </Row>
        <p>
          <small>Dzień sklepu trwa od 4:00 do 4:00 — zamówienie złożone po północy liczy się do poprzedniego dnia.</small>
        </p>
      </form>
      {error && <FieldError role="alert">{error}</FieldError>}
      {loading && <p role="status">{REPORT_TEXT.loading}</p>}
      {shown && (
        <section aria-label={`Raport ${range}`} aria-busy={loading}>
          <h2>Raport: {range}</h2>
          <ReportDownloads query={shown.query} />
          <ReportFigures report={shown.report} />
          <ReportChart hours={shown.report.ordersPerHour} />
        </section>
      )}
    </div>
  );
}
