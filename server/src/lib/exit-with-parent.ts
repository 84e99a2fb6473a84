/**
 * NODE_OPTIONS for a child process that must not outlive the API (the site build, the local
 * identity provider): a SIGKILLed parent runs no exit handler, so the child watches for itself
 * (exit-with-parent.cjs).
 */
import path from 'node:path';

export function exitWithParentOptions(inherited = process.env.NODE_OPTIONS): string {
  return `${inherited ? `${inherited} ` : ''}--require ${path.join(__dirname, 'exit-with-parent.cjs')}`;
}
