/** Something held open (a turn of the fair gate, a batch) until the test lets it go. */
export function latch() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}
