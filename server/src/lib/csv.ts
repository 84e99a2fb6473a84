/**
 * CSV as Polish Excel opens it by double-click (D104): UTF-8 with a byte order mark, ';' between
 * cells, CRLF between rows, amounts with a decimal comma. A cell with ';', a quote or a line break
 * is quoted (quotes doubled); a cell that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe and is quoted, as OWASP advises.
 */
import { Readable } from 'node:stream';

export const CSV_BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export type CsvCell = string | number;

/** One cell's text: numbers as they are (amounts come already written by csvAmount). */
export function csvCell(value: CsvCell): string {
  const text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(';')}\r\n`;

/** 1250 grosze -> '12,50' (a number, so no formula guard is needed: it never starts with '-' here). */
export function csvAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The header, then each page of rows as one chunk: a stream the reply pipes out while the next
 * page is read, so a month of orders never sits in memory as one string.
 */
export function csvStream<Row>(header: readonly string[], pages: AsyncIterable<Row[]>, cells: (row: Row) => CsvCell[]): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    for await (const page of pages) yield page.map((row) => csvLine(cells(row))).join('');
  }
  return Readable.from(chunks());
}
