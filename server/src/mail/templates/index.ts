/**
 * The order e-mails (D72): renderMail turns an outbox message (kind, stored order,
 * snapshot) into the subject, the HTML and plain-text parts and the attachments nodemailer
 * sends. The subject is fixed words and the order number only: nothing a customer typed can
 * reach a header.
 */
import React, { type ComponentType } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { MailInput, MailKind, RenderedMail } from '../mail-types';
import { subjectSafeOrderNumber } from './mail-format';
import { OrderAccepted, orderAcceptedSubject } from './order-accepted';
import { OrderChanged, orderChangedSubject } from './order-changed';
import { OrderInDelivery, orderInDeliverySubject } from './order-in-delivery';
import { OrderReadyForPickup, orderReadyForPickupSubject } from './order-ready-for-pickup';
import { OrderReceived, orderReceivedSubject } from './order-received';
import { OrderRejected, orderRejectedSubject } from './order-rejected';
import { RestaurantCopy, restaurantCopySubject } from './restaurant-copy';
import { TERMS_ATTACHMENT_NAME, termsDocumentHtml } from './terms-attachment';

interface MailTemplate {
  subject: (orderNumber: string) => string;
  Message: ComponentType<MailInput>;
}

const TEMPLATES: Record<MailKind, MailTemplate> = {
  'order-received': { subject: orderReceivedSubject, Message: OrderReceived },
  'order-accepted': { subject: orderAcceptedSubject, Message: OrderAccepted },
  'order-in-delivery': { subject: orderInDeliverySubject, Message: OrderInDelivery },
  'order-ready-for-pickup': { subject: orderReadyForPickupSubject, Message: OrderReadyForPickup },
  'order-rejected': { subject: orderRejectedSubject, Message: OrderRejected },
  'restaurant-copy': { subject: restaurantCopySubject, Message: RestaurantCopy },
  'order-changed': { subject: orderChangedSubject, Message: OrderChanged },
};

// Headings as written, not upper-cased as html-to-text does by default: Polish reads better.
const HEADINGS_AS_WRITTEN = ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } }));

function attachmentsFor(input: MailInput): RenderedMail['attachments'] {
  if (input.kind !== 'order-received') return [];
  const html = termsDocumentHtml({
    facts: input.snapshot.facts,
    siteOrigin: new URL(input.orderPageUrl).origin,
    orderNumber: input.order.publicId,
    orderedAt: input.order.createdAt,
  });
  return [{ filename: TERMS_ATTACHMENT_NAME, contentType: 'text/html; charset=utf-8', content: html }];
}

/** One message, ready for nodemailer; throws for a kind without a template. */
export async function renderMail(input: MailInput): Promise<RenderedMail> {
  const template = TEMPLATES[input.kind];
  if (!template) throw new Error(`No e-mail template for '${String(input.kind)}'`);
  const html = await render(React.createElement(template.Message, input));
  // The text part from the same HTML (what render's plainText option does), so both say the same.
  const text = toPlainText(html, { selectors: HEADINGS_AS_WRITTEN });
  return { subject: template.subject(subjectSafeOrderNumber(input.order.publicId)), html, text, attachments: attachmentsFor(input) };
}

export { TERMS_ATTACHMENT_NAME } from './terms-attachment';
