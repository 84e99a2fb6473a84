/** The 'Publikacja' tab's Polish texts. */
import type { ReleaseStatus, ReleaseStep } from '../../../../domain/rules/releases';
import type { ReleaseRefusal } from '../releases-slice';
import { formatCount, type PluralForms } from '../../../text/format';

export const PUBLISH_UI = {
  title: 'Publikacja strony',
  upToDate: 'Strona jest aktualna — wszystkie zmiany są opublikowane.',
  publish: 'Opublikuj',
  published: 'Opublikowano',
  failed: 'Publikacja nie powiodła się.',
  showLog: 'Pokaż dziennik',
  hideLog: 'Ukryj dziennik',
  restore: 'Przywróć',
  confirmRestore: (id: string) => `Przywrócić wydanie ${id}? Strona od razu pokaże jego treść.`,
  history: 'Historia publikacji',
  noReleases: 'Strona nie była jeszcze publikowana.',
  loadFailed: 'Nie udało się wczytać publikacji.',
  loading: 'Wczytujemy publikacje…',
  pendingList: 'Zmiany nieopublikowane',
  steps: 'Etapy publikacji',
  bar: 'Postęp publikacji',
  running: 'Publikacja już trwa — pokazujemy jej postęp.',
  notRestorable: 'Tego wydania nie można już przywrócić (jego pliki zostały usunięte). Opublikuj stronę ponownie.',
  elapsed: (duration: string) => `Trwa ${duration}.`,
  live: (id: string, at: string) => `Na stronie: wydanie ${id}, opublikowane ${at}.`,
  changesMore: (shown: string, more: number) => `${shown} i ${more} więcej`,
  uploadedFiles: (done: number, total: number) => `wysłano ${done}/${total} plików`,
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

/** Why 'Opublikuj' or 'Przywróć' did not happen. */
export function refusalText(refusal: ReleaseRefusal): string {
  switch (refusal.reason) {
    case 'running':
      return PUBLISH_UI.running;
    case 'not-restorable':
      return PUBLISH_UI.notRestorable;
    default:
      return refusal.message;
  }
}

const mb = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** 'Wysłano 2/4 plików, 1,2/2,4 MB'. */
export const formatUploaded = (files: { done: number; total: number }, bytes: { done: number; total: number }): string =>
  `Wysłano ${files.done}/${files.total} plików, ${mb.format(bytes.done / 1e6)}/${mb.format(bytes.total / 1e6)} MB`;

/** '1 min 05 s' or '42 s'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}
