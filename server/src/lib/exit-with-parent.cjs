/**
 * Preloaded into the API's child processes (NODE_OPTIONS=--require, see exit-with-parent.ts):
 * when the process that started one dies (killed, crashed), the child stops too. Node has no
 * parent-death signal; a re-parented process sees its parent id change.
 */
'use strict';
const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 1000);
timer.unref();
