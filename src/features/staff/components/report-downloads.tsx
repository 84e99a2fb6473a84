/**
 * The accountant's two CSVs for the shown range. They need the staff token, so they cannot be
 * plain links: each is fetched with it, turned into an object URL and saved under the name the
 * server gave (zamowienia-OD_DO.csv, pozycje-OD_DO.csv).
 */
import React, { useState } from 'react';
import type { ReportQuery } from '../../../../domain/contract/reports';
import { useAppDispatch } from '../../../app/hooks';
import type { ReportCsvKind } from '../../../lib/shop-api-staff';
import { refusal, STAFF_LOG, staffCall } from '../staff-thunks';
import { Row, SmallButton } from './staff-ui';

export const CSV_LABELS: Readonly<Record<ReportCsvKind, string>> = {
  orders: 'Pobierz CSV (zamówienia)',
  items: 'Pobierz CSV (pozycje)',
};

/** Hands the file to the browser's download, then lets the URL go. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ReportDownloads({ query }: { query: ReportQuery }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ReportCsvKind | ''>('');
  const [error, setError] = useState('');
  const download = async (kind: ReportCsvKind) => {
    setBusy(kind);
    setError('');
    try {
      const file = await dispatch(staffCall((api, token) => api.downloadReportCsv(token, kind, query)));
      saveFile(file.blob, file.fileName);
    } catch (err) {
      console.error(STAFF_LOG, err);
      setError(`Nie udało się pobrać pliku. ${refusal(err).message}`);
    } finally {
      setBusy('');
    }
  };
  return (
    <div>
      <Row>
        {(Object.keys(CSV_LABELS) as ReportCsvKind[]).map((kind) => (
          <SmallButton key={kind} type="button" disabled={busy !== ''} aria-busy={busy === kind} onClick={() => void download(kind)}>
            {CSV_LABELS[kind]}
          </SmallButton>
        ))}
      </Row>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
