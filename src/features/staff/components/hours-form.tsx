/**
 * Opening hours per weekday (Monday first): closed, or open and close as HH:MM. Close may be
 * 24:00, or earlier than open: past midnight, into the next day (D74), which the row then says.
 */
import React, { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { isClockTime, LATEST_CLOSE_AFTER_MIDNIGHT, ON_DAY, runsPastMidnight } from '../../../../domain/rules/opening-hours';
import { saveStaffSetting } from '../staff-thunks';
import { daysToRows, rowsToDays, validateHours, type DayRow } from '../staff-validation';
import type { StaffDayHours } from '../../../lib/shop-api-types';
import { WEEKDAYS } from './staff-text';
import { FieldError, Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';
import { theme } from '../../../styles/theme';

const Day = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.sm};
  border: 0;
  border-bottom: 1px solid ${theme.palette.border};
  legend { float: left; width: 8.5em; font-weight: 600; }
  input[type='text'] { width: 5em; min-height: ${theme.tapTarget}; font: inherit; }
  label { display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.tapTarget}; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`;

/** 'po północy: do 01:00 w sobotę' for a row whose hours run into the next day. */
function pastMidnightNote(row: DayRow, day: number): string | null {
  const hours = { open: row.open.trim(), close: row.close.trim() };
  if (row.closed || !isClockTime(hours.open) || !isClockTime(hours.close) || !runsPastMidnight(hours)) return null;
  return `po północy: do ${hours.close} ${ON_DAY[(day + 1) % 7]}`;
}

export function HoursForm({ days }: { days: StaffDayHours[] }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [rows, setRows] = useState<DayRow[]>(() => daysToRows(days));
  const update = (i: number, patch: Partial<DayRow>) => {
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    form.touched();
  };

  // The form's own keys ('4/close') or the field the API names ('days/4/close').
  const fieldError = (i: number): string | undefined =>
    form.errors[`${i}/open`] ?? form.errors[`${i}/close`] ?? form.errors[`days/${i}/open`] ?? form.errors[`days/${i}/close`];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = rowsToDays(rows.map((r) => ({ ...r, open: r.open.trim(), close: r.close.trim() })));
    void form.submit(validateHours(rows), () =>
      dispatch(saveStaffSetting('openingHours', async (api, token) => (await api.saveOpeningHours(token, body)).days)),
    );
  };
  return (
    <Panel aria-labelledby="hours-heading">
      <h2 id="hours-heading">Godziny otwarcia</h2>
      <Note>
        Zamknięcie wcześniejsze niż otwarcie (np. 12:00–01:00) to godziny po północy, najwyżej do {LATEST_CLOSE_AFTER_MIDNIGHT} i
        nie dłużej niż do otwarcia następnego dnia.
      </Note>
      <form onSubmit={submit} noValidate>
        {rows.map((row, i) => (
          <Day key={WEEKDAYS[i]}>
            <legend>{WEEKDAYS[i]}</legend>
            <label>
              <input type="checkbox" checked={row.closed} onChange={(e) => update(i, { closed: e.target.checked })} /> zamknięte
            </label>
            {!row.closed && (
              <>
                <label>
                  od <input type="text" inputMode="numeric" aria-label={`${WEEKDAYS[i]}: otwarcie`} value={row.open} onChange={(e) => update(i, { open: e.target.value })} aria-invalid={form.errors[`${i}/open`] || form.errors[`days/${i}/open`] ? true : undefined} />
                </label>
                <label>
                  do <input type="text" inputMode="numeric" aria-label={`${WEEKDAYS[i]}: zamknięcie`} value={row.close} onChange={(e) => update(i, { close: e.target.value })} aria-invalid={form.errors[`${i}/close`] || form.errors[`days/${i}/close`] ? true : undefined} />
                </label>
              </>
            )}
            {pastMidnightNote(row, i) && <Note>{pastMidnightNote(row, i)}</Note>}
            {fieldError(i) && <FieldError>{fieldError(i)}</FieldError>}
          </Day>
        ))}
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
