/**
 * Staff and an order's e-mails (D72): which messages the order caused, whether each went out
 * and when, and a resend of one the mail server refused for good (the customer corrected a
 * typo on the phone, the mailbox is back). A resend only makes the message due again; the
 * dispatcher sends it as it sends every other, with the same Message-ID.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  StaffMailResendParams,
  StaffOrderMail,
  StaffOrderMailList,
  StaffOrderMailsParams,
} from '../../../../domain/contract/order-mails';
import { HttpError } from '../../plugins/app/errors';
import type { OutboxEntry } from '../../repositories/outbox-repository';
import { staffErrors as errors, staffWriteLimit } from './common';

const toView = (entry: OutboxEntry): StaffOrderMail => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
  sentAt: entry.sentAt?.toISOString() ?? null,
});

const orderNotFound = (id: string) => new HttpError(404, `Order ${id} not found`, 'ORDER_NOT_FOUND', 'params/id');

export async function staffMailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/staff/orders/:id/mails',
    { schema: { params: StaffOrderMailsParams, response: { 200: StaffOrderMailList, ...errors } } },
    async (request) => {
      const id = request.params.id.toUpperCase();
      const mails = await app.repos.outbox.listForOrder(id);
      // Every order has its confirmation, so an empty list usually means no such order: ask.
      if (mails.length === 0 && !(await app.repos.orders.findByPublicId(id))) throw orderNotFound(id);
      return { data: mails.map(toView) };
    },
  );

  app.post(
    '/staff/orders/:id/mails/:mailId/resend',
    {
      config: staffWriteLimit(app),
      schema: { params: StaffMailResendParams, response: { 200: StaffOrderMail, ...errors } },
    },
    async (request) => {
      const id = request.params.id.toUpperCase();
      const mailId = Number(request.params.mailId);
      const resent = await app.repos.outbox.resendFailed(id, mailId, { by: request.identity!.email, at: app.now() });
      if (resent) return toView(resent);

      // Not resent: say why, from what the order holds now.
      const mails = await app.repos.outbox.listForOrder(id);
      const mail = mails.find((m) => m.id === mailId);
      if (mail) {
        throw new HttpError(409, `Only a failed e-mail can be sent again: e-mail ${mailId} is ${mail.status}`, 'MAIL_NOT_FAILED', 'params/mailId');
      }
      if (mails.length === 0 && !(await app.repos.orders.findByPublicId(id))) throw orderNotFound(id);
      throw new HttpError(404, `E-mail ${mailId} of order ${id} not found`, 'MAIL_NOT_FOUND', 'params/mailId');
    },
  );
}
