import { sameContent } from '../../src/lib/same-content';

describe('sameContent', () => {
  const item = { id: 1, name: 'Maki', price: 12.5, description: ['8 szt.'] };

  it('holds for the same object and for a copy with the same content', () => {
    expect(sameContent(item, item)).toBe(true);
    expect(sameContent(item, JSON.parse(JSON.stringify(item)))).toBe(true);
    expect(sameContent([], [])).toBe(true);
  });

  it('fails on any differing field, nested value or list order', () => {
    expect(sameContent(item, { ...item, price: 13 })).toBe(false);
    expect(sameContent(item, { ...item, description: ['6 szt.'] })).toBe(false);
    expect(sameContent([item, { ...item, id: 2 }], [{ ...item, id: 2 }, item])).toBe(false);
  });
});
