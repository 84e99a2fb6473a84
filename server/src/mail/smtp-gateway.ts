/**
 * The one way out to the mail server (SMTP through nodemailer): a local catcher on a laptop
 * (local-smtp.ts), the restaurant's provider in production. It sends one rendered message and
 * says, when it cannot, whether trying again later could help.
 */
import nodemailer from 'nodemailer';
import type { RenderedMail } from './mail-types';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** '<uuid@domain>': the same on every attempt of one message. */
  messageId: string;
}

export interface MailGateway {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The mail server would not take the message; `permanent` when it never will (5xx, a bad address). */
export class MailNotSent extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

function classify(err: SmtpError): MailNotSent {
  const detail = (err.response ?? err.message).replace(/\s+/g, ' ').slice(0, 300);
  // 5xx: the server refused for good (unknown mailbox, policy); 4xx and no answer at all
  // (server down, connection reset, timeout) may pass later.
  if (err.responseCode !== undefined) return new MailNotSent(`${err.responseCode} ${detail}`, err.responseCode >= 500);
  return new MailNotSent(`${err.code ?? 'error'}: ${detail}`, err.code === 'EENVELOPE');
}

/** The domain of 'Name <a@b.pl>': the right half of our Message-IDs. */
export const senderDomain = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function createSmtpGateway(options: { smtpUrl: string; from: string }): MailGateway {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // A dead server must not hold a message (and its lease) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          messageId: mail.messageId,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments,
          // Nothing in a message may make the server read a file or fetch an address.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (err) {
        throw classify(err as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}
