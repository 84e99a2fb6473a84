/**
 * Whether the Node.js that runs the server still gets security fixes (D84). The server only
 * warns at start-up: an end-of-life Node keeps working, and refusing to start would take a
 * working shop down on the day a date passes; a line in the log is what an operator reads.
 */

/**
 * End of life of each long-term-support line (Node.js release schedule): no security fix after
 * that day. The newest line here is the one production runs, pinned in .node-lts-version
 * (node-support.test.ts checks that they agree): add a line when the pin moves to it.
 */
const END_OF_LIFE: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

const lines = Object.keys(END_OF_LIFE).map(Number);
/** The LTS line production runs and the warning recommends. */
export const RECOMMENDED_NODE_LINE = Math.max(...lines);

/** The warning to log when `version` (as process.versions.node) is past its support on `today`; undefined when supported. */
export function nodeSupportWarning(version: string, today: Date): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  const advice = `run the API on Node.js ${RECOMMENDED_NODE_LINE} LTS (docs/production.md, "Supported Node.js versions")`;
  const endOfLife = END_OF_LIFE[major];
  if (endOfLife !== undefined) {
    if (today.toISOString().slice(0, 10) <= endOfLife) return undefined;
    return `Node.js ${major} reached its end of life on ${endOfLife} and gets no security fixes: ${advice}.`;
  }
  if (major < Math.min(...lines)) return `Node.js ${major} reached its end of life long ago and gets no security fixes: ${advice}.`;
  // Odd lines are never LTS: each gets fixes for six months after the next even line comes out.
  if (major % 2 === 1) return `Node.js ${major} is not a long-term-support line: ${advice}.`;
  return undefined;
}
