/**
 * Numbered pagination of docs/behaviour.md §5 as data, so the presentational component only draws it:
 * page count = total / page size rounded up; nothing under 2 pages; 5 buttons by default;
 * a window of page numbers around the current page; when the window is shifted away from
 * the first (last) page, its first (last) button becomes a previous (next) arrow.
 */

export const DEFAULT_PAGE_BUTTONS = 5;

export type PaginationEntry =
  | { type: 'prev'; page: number }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'next'; page: number };

export interface PaginationInput {
  totalItems: number;
  pageSize: number;
  currentPage: number;
  /** How many buttons (numbers and arrows together) to show at most. */
  buttons?: number;
}

/** Number of pages for `totalItems`; 0 when there is nothing to page. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalItems / pageSize);
}

/** `page` as a whole number within 1..pages (1 when there are no pages). */
export function clampPage(page: number, pages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, pages));
}

/**
 * The buttons to draw, left to right. Arrows point one page back or forward from the
 * current page. At least 3 buttons are used when the window shifts, so the current page
 * is never the one replaced by an arrow.
 */
export function paginate({
  totalItems,
  pageSize,
  currentPage,
  buttons = DEFAULT_PAGE_BUTTONS,
}: PaginationInput): PaginationEntry[] {
  const pages = pageCount(totalItems, pageSize);
  if (pages < 2) return [];

  const current = clampPage(currentPage, pages);
  const size = Math.min(pages, Math.max(3, Math.floor(buttons) || DEFAULT_PAGE_BUTTONS));
  // Centre the window on the current page, then push it back inside 1..pages.
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  const end = start + size - 1;

  const entries: PaginationEntry[] = [];
  for (let page = start; page <= end; page += 1) {
    if (page === start && start > 1) entries.push({ type: 'prev', page: current - 1 });
    else if (page === end && end < pages) entries.push({ type: 'next', page: current + 1 });
    else entries.push({ type: 'page', page, current: page === current });
  }
  return entries;
}
