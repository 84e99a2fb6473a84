import { clampPage, pageCount, paginate, type PaginationEntry } from '../../src/lib/pagination';

/** Compact picture of the buttons: '<9' prev to 9, '[10]' current, '11', '11>' next to 11. */
function draw(entries: PaginationEntry[]): string {
  return entries
    .map((e) => {
      if (e.type === 'prev') return `<${e.page}`;
      if (e.type === 'next') return `${e.page}>`;
      return e.current ? `[${e.page}]` : String(e.page);
    })
    .join(' ');
}

const twentyPages = (currentPage: number) => draw(paginate({ totalItems: 240, pageSize: 12, currentPage }));

describe('pageCount', () => {
  it('is total / page size rounded up', () => {
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(0);
  });

  it('is 0 for nonsense input', () => {
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(-5, 12)).toBe(0);
    expect(pageCount(Number.NaN, 12)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('paginate', () => {
  it('shows nothing under 2 pages', () => {
    expect(paginate({ totalItems: 0, pageSize: 12, currentPage: 1 })).toEqual([]);
    expect(paginate({ totalItems: 12, pageSize: 12, currentPage: 1 })).toEqual([]);
  });

  it('shows both pages, no arrows, for exactly 2 pages', () => {
    expect(paginate({ totalItems: 13, pageSize: 12, currentPage: 2 })).toEqual([
      { type: 'page', page: 1, current: false },
      { type: 'page', page: 2, current: true },
    ]);
  });

  it('shows every page without arrows when they fit in 5 buttons', () => {
    expect(draw(paginate({ totalItems: 60, pageSize: 12, currentPage: 5 }))).toBe('1 2 3 4 [5]');
  });

  it('uses 5 buttons; at the start only the last one becomes a next arrow', () => {
    expect(twentyPages(1)).toBe('[1] 2 3 4 2>');
    expect(twentyPages(3)).toBe('1 2 [3] 4 4>');
  });

  it('turns both ends into arrows when the window is shifted from both ends', () => {
    expect(twentyPages(10)).toBe('<9 9 [10] 11 11>');
    expect(twentyPages(4)).toBe('<3 3 [4] 5 5>');
  });

  it('at the end only the first button becomes a previous arrow', () => {
    expect(twentyPages(18)).toBe('<17 17 [18] 19 20');
    expect(twentyPages(20)).toBe('<19 17 18 19 [20]');
  });

  it('always has the chosen number of buttons once pages exceed it', () => {
    for (let page = 1; page <= 20; page += 1) {
      expect(paginate({ totalItems: 240, pageSize: 12, currentPage: page })).toHaveLength(5);
    }
    expect(paginate({ totalItems: 240, pageSize: 12, currentPage: 10, buttons: 7 })).toHaveLength(7);
  });

  it('never replaces the current page by an arrow, even with few buttons', () => {
    for (const buttons of [1, 2, 3, 4]) {
      for (let page = 1; page <= 20; page += 1) {
        const entries = paginate({ totalItems: 240, pageSize: 12, currentPage: page, buttons });
        expect(entries.filter((e) => e.type === 'page' && e.current)).toEqual([{ type: 'page', page, current: true }]);
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(twentyPages(99)).toBe('<19 17 18 19 [20]');
    expect(twentyPages(0)).toBe('[1] 2 3 4 2>');
  });
});
