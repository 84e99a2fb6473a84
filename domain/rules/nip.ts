/**
 * NIP (Polish tax number): customers who want a VAT invoice give it, others leave it empty,
 * stored as '-' (docs/behaviour.md §5). A typo in a NIP makes a wrong invoice, so the checksum is checked.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** '-' for none, otherwise the 10 digits; undefined when the text is not a valid NIP. */
export function normalizeNip(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (text === '' || text === '-') return '-';
  const digits = text.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return undefined;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]) ? digits : undefined;
}
