import { backoffMs } from '../../domain/rules/backoff';

describe('backoff (domain/rules/backoff.ts)', () => {
  it('doubles the base for each retry before this one', () => {
    expect([1, 2, 3, 4].map((retry) => backoffMs(retry, 100, 20_000))).toEqual([100, 200, 400, 800]);
    expect([1, 2, 3].map((retry) => backoffMs(retry, 500, 20_000))).toEqual([500, 1000, 2000]);
  });

  it('never waits longer than the cap, however many retries came before', () => {
    expect([5, 6, 7, 50, 5000].map((retry) => backoffMs(retry, 1000, 30_000))).toEqual([16_000, 30_000, 30_000, 30_000, 30_000]);
    expect(backoffMs(1, 60_000, 30_000)).toBe(30_000);
  });

  it('waits the base for a retry counted from 0 or below, never less', () => {
    expect([0, -1, -10].map((retry) => backoffMs(retry, 1000, 30_000))).toEqual([1000, 1000, 1000]);
  });

  it('is the same wait every time (no jitter)', () => {
    expect(new Set(Array.from({ length: 20 }, () => backoffMs(3, 100, 20_000)))).toEqual(new Set([400]));
  });
});
