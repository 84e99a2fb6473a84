/**
 * What a publish would bring to the pre-rendered pages, in words staff read on the panel
 * ('cena Łosoś Maki 32,00 zł → 34,00 zł'), from the audit log: every change of the menu and
 * the shop's texts, prices and hours after the one the live release was built from.
 */
import type { ReleaseChange } from '../../../domain/contract/releases';
import { formatMoney } from '../../../domain/rules/money';
import type { AuditAction } from '../repositories/audit-repository';

/** Audit actions that change what the pre-rendered pages show; order statuses do not. */
export const SITE_CONTENT_ACTIONS = [
  'notice',
  'welcome-text',
  'carousel',
  'delivery',
  'delivery-zones',
  'opening-hours',
  'menu-item',
] as const satisfies readonly AuditAction[];

const SETTING_NAMES: Record<Exclude<(typeof SITE_CONTENT_ACTIONS)[number], 'menu-item'>, string> = {
  notice: 'komunikat INFORMACJA',
  'welcome-text': 'tekst powitalny',
  carousel: 'slajdy na stronie głównej',
  delivery: 'ceny dostawy',
  'delivery-zones': 'strefy dostawy',
  'opening-hours': 'godziny otwarcia',
};

export interface AuditRow {
  id: number;
  at: Date;
  by: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

function describeMenuItem(name: string, before: Fields, after: Fields): string {
  const parts: string[] = [];
  if ('price' in after && before.price !== after.price) {
    parts.push(`cena ${name} ${formatMoney(Number(before.price))} → ${formatMoney(Number(after.price))}`);
  }
  if ('isVisible' in after && before.isVisible !== after.isVisible) {
    parts.push(`${after.isVisible ? 'pokazano' : 'ukryto'} ${name}`);
  }
  if ('soldOutToday' in after && before.soldOutToday !== after.soldOutToday) {
    parts.push(`${name}: ${after.soldOutToday ? 'wyprzedane dziś' : 'znów dostępne'}`);
  }
  if ('desc' in after && before.desc !== after.desc) parts.push(`opis ${name}`);
  return parts.join(', ') || `zmiana ${name}`;
}

/** One audit entry in Polish; `itemNames` gives menu items their names (the entry has the id). */
export function describeChange(row: AuditRow, itemNames: ReadonlyMap<number, string>): ReleaseChange {
  const text =
    row.action === 'menu-item'
      ? describeMenuItem(itemNames.get(Number(row.target)) ?? `pozycja ${row.target}`, fieldsOf(row.before), fieldsOf(row.after))
      : `zmieniono: ${SETTING_NAMES[row.action as keyof typeof SETTING_NAMES] ?? row.action}`;
  return { auditId: row.id, at: row.at.toISOString(), by: row.by, action: row.action, text };
}
