/**
 * The 'Sklep' tab's line on backups (D75): when the newest backup of the shop's database was
 * taken, in Warsaw time. Backups are made on the server (`npm run backup`, e.g. nightly by
 * cron), not from the panel: staff see whether someone has been making them.
 */
import React from 'react';
import type { StaffSettings } from '../../../../domain/contract/settings';
import { formatShopDateTime } from '../../../../domain/rules/shop-time';
import { Panel } from './staff-ui';

export const BACKUP_TEXT = {
  title: 'Kopia zapasowa',
  none: 'Brak kopii zapasowej',
  last: (iso: string) => `Ostatnia kopia zapasowa: ${formatShopDateTime(new Date(iso))}`,
  how: 'Kopię bazy (zamówienia, menu, ustawienia) robi na serwerze sklepu polecenie npm run backup — najlepiej codziennie, np. z crona. Przechowuj kopie także poza serwerem.',
} as const;

export function BackupStatus({ lastBackup }: { lastBackup: StaffSettings['lastBackup'] }) {
  return (
    <Panel aria-labelledby="backup-heading">
      <h2 id="backup-heading">{BACKUP_TEXT.title}</h2>
      <p data-testid="last-backup">
        <strong>{lastBackup ? BACKUP_TEXT.last(lastBackup.at) : BACKUP_TEXT.none}</strong>
        {lastBackup && <small> ({lastBackup.file})</small>}
      </p>
      <p>
        <small>{BACKUP_TEXT.how}</small>
      </p>
    </Panel>
  );
}
