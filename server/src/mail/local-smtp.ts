/**
 * The local mail catcher `npm start` runs when no SMTP_URL is set (refused in production, where
 * SMTP_URL is required): a real SMTP server on loopback (smtp-server) that keeps what it
 * receives in memory, parsed (mailparser), for the inbox page at /dev/inbox/ (inbox-routes.ts).
 * The dispatcher talks to it exactly as to a provider: nothing in the sending code knows.
 * Addresses at '.invalid' domains are refused (550), to try what staff see of a failed e-mail.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  receivedAt: Date;
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  html: string | null;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface LocalSmtp {
  /** smtp://127.0.0.1:PORT, what the dispatcher is given as SMTP_URL. */
  url: string;
  /** Newest first. */
  list(): CaughtMail[];
  get(id: number): CaughtMail | undefined;
  stop(): Promise<void>;
}

/** A developer's inbox, not an archive: the oldest go beyond this many. */
const KEEP = 500;

export async function startLocalSmtp(options: { port: number; log?: (line: string) => void }): Promise<LocalSmtp> {
  const caught: CaughtMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'sushi local mail catcher',
    logger: false,
    // A domain that cannot exist (RFC 2606 '.invalid') is refused for good, as a real provider
    // would: so a failed e-mail and its resend can be tried on a laptop.
    onRcptTo(address, _session, callback) {
      if (/\.invalid$/i.test(address.address)) {
        return callback(Object.assign(new Error(`${address.address}: no such domain`), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            id: nextId++,
            receivedAt: new Date(),
            from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? 'zalacznik', contentType: a.contentType, content: a.content })),
          };
          caught.unshift(mail);
          caught.length = Math.min(caught.length, KEEP);
          options.log?.(`mail to ${mail.to.join(', ')}: ${mail.subject} (inbox: /dev/inbox/${mail.id})`);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A busy port rejects with EADDRINUSE: the caller may try another one (lib/local-port.ts).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    list: () => [...caught],
    get: (id) => caught.find((mail) => mail.id === id),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
