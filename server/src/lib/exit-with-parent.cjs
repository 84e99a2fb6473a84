/**
 * Preloaded into the build process and its workers (NODE_OPTIONS=--require): when the API
 * process that started the build dies (killed, crashed), the build stops too instead of going
 * on writing public/ under the next build. Node has no parent-death signal; a re-parented
 * process sees its parent id change.
 */
'use strict';
const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1000);
timer.unref();
