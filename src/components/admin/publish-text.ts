/** The 'Publikacja' tab's Polish texts. */
import type { ReleaseStatus, ReleaseStep } from '../../../domain/rules/releases';
import { formatCount, type PluralForms } from '../../text/format';

export const PUBLISH_UI = {
  title: 'Publikacja strony',
  upToDate: 'Strona jest aktualna — wszystkie zmiany są opublikowane.',
  publish: 'Opublikuj',
  published: 'Opublikowano',
  showLog: 'Pokaż dziennik',
  hideLog: 'Ukryj dziennik',
  restore: 'Przywróć',
  confirmRestore: (id: string) => `Przywrócić wydanie ${id}? Strona od razu pokaże jego treść.`,
  history: 'Historia publikacji',
  noReleases: 'Strona nie była jeszcze publikowana.',
  loadFailed: 'Nie udało się wczytać publikacji.',
  explain: 'Zmiany menu i ustawień widać w sklepie od razu; strony, które widzą wyszukiwarki i telefony przed wczytaniem skryptów, zmieniają się po publikacji.',
} as const;

const CHANGE_FORMS: PluralForms = {
  one: 'zmiana nieopublikowana',
  few: 'zmiany nieopublikowane',
  many: 'zmian nieopublikowanych',
  other: 'zmiany nieopublikowanej',
};

/** '3 zmiany nieopublikowane'. */
export const formatPendingCount = (count: number): string => formatCount(count, CHANGE_FORMS);

export const RELEASE_STATUS_NAMES: Record<ReleaseStatus, string> = {
  queued: 'w kolejce',
  building: 'budowanie',
  uploading: 'wysyłanie',
  live: 'opublikowane (na stronie)',
  failed: 'nieudane',
  superseded: 'zastąpione',
  'rolled-back': 'wycofane',
};

export const STEP_NAMES: Record<ReleaseStep, string> = {
  queued: 'Kolejka',
  build: 'Budowanie strony',
  pages: 'Strony',
  upload: 'Wysyłanie plików',
  switch: 'Przełączenie',
  done: 'Gotowe',
};

const mb = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** '2,3 MB'. */
export const formatMegabytes = (bytes: number): string => `${mb.format(bytes / 1e6)} MB`;

/** '1 min 05 s' or '42 s'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}
