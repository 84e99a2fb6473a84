/**
 * Binds a local stand-in (cognito-local, the SMTP catcher, the Przelewy24 stand-in) by one rule
 * (D83 in docs/decisions.md): a port set in its variable is taken exactly, or the start fails
 * naming the variable, since whoever set it (a script, a test talking to it) relies on that
 * port; the documented default gives way to a free port when something already holds it, so a
 * second instance, a bench or a test started next to `npm start` comes up instead of dying on
 * EADDRINUSE. Nothing outside the server needs those ports: the browser reaches identity
 * through /identity/, and the mail and payment addresses are handed to this process's own code.
 */
import type { LocalPort } from '../config';

export async function onLocalPort<T>(
  setting: LocalPort,
  what: string,
  start: (port: number) => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  try {
    return await start(setting.port);
  } catch (err) {
    if (setting.port === 0 || !isAddressInUse(err)) throw err;
    if (setting.given) {
      throw new Error(
        `${setting.variable}=${setting.port}: ${what} cannot listen, port ${setting.port} on 127.0.0.1 is in use ` +
          `(another instance of the shop, or another program). Stop it, choose another port, or set ${setting.variable}=0 for any free port.`,
        { cause: err },
      );
    }
    log(`${what}: port ${setting.port} is in use (another instance on this machine?), taking a free one; ${setting.variable} fixes it.`);
    return start(0);
  }
}

export function isAddressInUse(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EADDRINUSE';
}
