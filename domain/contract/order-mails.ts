/**
 * The e-mails of one order as staff see them (GET /staff/orders/:id/mails) and the resend of
 * a failed one (POST /staff/orders/:id/mails/:mailId/resend). The server keeps these messages
 * in its outbox (server/src/repositories/outbox-repository.ts); kinds and statuses are
 * domain/rules/order-mail.ts's.
 */
import { Type, type Static } from 'typebox';
import { MAIL_KINDS, MAIL_STATUSES } from '../rules/order-mail';
import { PublicId } from './order';

export type { MailKind, MailStatus } from '../rules/order-mail';

const MailKindSchema = Type.Enum(MAIL_KINDS);
const MailStatusSchema = Type.Enum(MAIL_STATUSES);

export const StaffOrderMail = Type.Object({
  id: Type.Integer(),
  kind: MailKindSchema,
  recipient: Type.String(),
  status: MailStatusSchema,
  /** Attempts since it was written or last resent. */
  attempts: Type.Integer(),
  /** The mail server's last refusal ('550 mailbox unavailable'); null once sent. */
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ description: 'ISO time' }),
  sentAt: Type.Union([Type.String({ description: 'ISO time' }), Type.Null()]),
});
export type StaffOrderMail = Static<typeof StaffOrderMail>;

/** Oldest first. */
export const StaffOrderMailList = Type.Object({ data: Type.Array(StaffOrderMail) });
export type StaffOrderMailList = Static<typeof StaffOrderMailList>;

export const StaffOrderMailsParams = Type.Object({ id: PublicId });

/** Path values arrive as strings (the app does not coerce types), hence the pattern. */
export const StaffMailResendParams = Type.Object({ id: PublicId, mailId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
