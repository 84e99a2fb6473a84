/**
 * Clocks for the shop under test. The default one starts on a Wednesday at 14:00 Warsaw time
 * (the demo restaurant is open) and runs on, so orders placed one after another still get
 * increasing times; tests of opening hours set the time they need.
 */
export const OPEN_WEDNESDAY = new Date('2026-03-11T13:00:00Z'); // 14:00 in Warsaw (CET)

export interface TestClock {
  now: () => Date;
  /** Jumps to this instant; the clock keeps running from there. */
  set(at: Date | string): void;
}

export function testClock(start: Date | string = OPEN_WEDNESDAY): TestClock {
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = new Date(at).getTime() - Date.now();
    },
  };
  clock.set(start);
  return clock;
}
