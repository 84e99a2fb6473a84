/**
 * A real SMTP server for the mail tests (smtp-server + mailparser, not our catcher): it keeps
 * every message parsed, refuses for good the addresses it is told to (550), and can be stopped
 * and started again on the same port to play an outage.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** Addresses answered '550 mailbox unavailable' at RCPT TO. */
  refuse: Set<string>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Waits until `count` messages matching `match` arrived (or throws after `timeoutMs`). */
  waitFor(count: number, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  let port = 0;
  let server: SMTPServer;

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const err = new Error('mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  }

  async function start(): Promise<void> {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  }
  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    start,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    async waitFor(count, match = () => true, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${found.length}: ${received.map((m) => m.subject).join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The env that points an app at this server, with retries fast enough for a test. */
export const smtpEnv = (smtp: TestSmtp, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Sushi Kami <zamowienia@sushikami.test>',
  MAIL_RETRY_SECONDS: '0.1',
  MAIL_MAX_ATTEMPTS: '30',
  SITE_URL: 'https://sushikami.test',
  ...extra,
});
