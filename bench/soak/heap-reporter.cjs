// Preloaded into the soak bench's API process (--require, with --expose-gc): every
// interval, after a full collection, it prints the live heap, so growth is the program's, not
// garbage waiting for the collector. Nothing of the server's own code changes.
const { isMainThread } = require('node:worker_threads');
const every = Number(process.env.SOAK_HEAP_EVERY_MS || 10000);
// tsx's module hooks run in a worker thread of their own, which preloads this file too: only
// the main thread, where the server lives, reports.
if (isMainThread) setInterval(() => {
  if (global.gc) global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.stdout.write(`SOAK_HEAP ${process.pid} ${Date.now()} ${heapUsed} ${rss}\n`);
}, every).unref();
