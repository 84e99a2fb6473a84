/**
 * The e-mails of one order as staff see them (GET /staff/orders/:id/mails) and the resend of
 * a failed one (POST /staff/orders/:id/mails/:mailId/resend). The server keeps these messages
 * in its outbox (server/src/repositories/outbox-repository.ts); its kinds and statuses are
 * checked against the ones below at compile time (server/src/routes/staff/mails.ts).
 */
import { Type, type Static } from 'typebox';
import { PublicId } from './order';

/** Why a message was sent: the confirmation, a status change, or the copy for the restaurant. */
export const MailKind = Type.Union([
  Type.Literal('order-received'),
  Type.Literal('order-accepted'),
  Type.Literal('order-in-delivery'),
  Type.Literal('order-rejected'),
  Type.Literal('restaurant-copy'),
]);
export type MailKind = Static<typeof MailKind>;

/** pending: waiting for (another) attempt; sent: the mail server took it; failed: given up, may be resent. */
export const MailStatus = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]);
export type MailStatus = Static<typeof MailStatus>;

export const StaffOrderMail = Type.Object({
  id: Type.Integer(),
  kind: MailKind,
  recipient: Type.String(),
  status: MailStatus,
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
