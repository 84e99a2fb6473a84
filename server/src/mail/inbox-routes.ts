/**
 * /dev/inbox/: what the local mail catcher received (local-smtp.ts), for a developer or tester
 * in the browser. Registered only when `npm start` runs the catcher, so never in production.
 * A message's HTML shows in a sandboxed frame (no scripts; links open a new tab); the text
 * part and the attachments beside it, as a mail client would offer them.
 */
import type { FastifyInstance } from 'fastify';
import { SHOP_TIME_ZONE } from '../../../domain/rules/opening-hours';
import type { CaughtMail, LocalSmtp } from './local-smtp';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const time = new Intl.DateTimeFormat('pl-PL', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:anywhere}
iframe{width:100%;height:70vh;border:1px solid #ccc}.mails{list-style:none;padding:0}.mails li{padding:.6rem 0;border-bottom:1px solid #ddd;overflow-wrap:anywhere}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body>${body}</body></html>`;
}

function listPage(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (m) =>
        `<li><a href="/dev/inbox/${m.id}">${escape(m.subject || '(bez tematu)')}</a><br><small>${escape(time.format(m.receivedAt))} · do ${escape(m.to.join(', '))}</small></li>`,
    )
    .join('');
  return page(
    'Skrzynka lokalna',
    `<h1>Skrzynka lokalna</h1><p>Poczta wysłana przez ten serwer (lokalny serwer SMTP, tylko na tym komputerze). Najnowsze na górze; odśwież stronę.</p>
${mails.length ? `<ul class="mails">${items}</ul>` : '<p>Brak wiadomości.</p>'}`,
  );
}

function messagePage(m: CaughtMail): string {
  const frame = m.html
    ? `<iframe title="Treść HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escape(`<base target="_blank">${m.html}`)}"></iframe>`
    : '';
  const files = m.attachments
    .map((a, i) => `<li><a href="/dev/inbox/${m.id}/attachments/${i}">${escape(a.filename)}</a> (${escape(a.contentType)}, ${a.content.length} B)</li>`)
    .join('');
  return page(
    m.subject,
    `<p><a href="/dev/inbox/">← Skrzynka</a></p><h1>${escape(m.subject || '(bez tematu)')}</h1>
<table><tr><th>Od</th><td>${escape(m.from)}</td></tr><tr><th>Do</th><td>${escape(m.to.join(', '))}</td></tr>
<tr><th>Otrzymano</th><td>${escape(time.format(m.receivedAt))}</td></tr><tr><th>Message-ID</th><td>${escape(m.messageId)}</td></tr></table>
${frame}${files ? `<h2>Załączniki</h2><ul>${files}</ul>` : ''}<h2>Wersja tekstowa</h2><pre>${escape(m.text)}</pre>`,
  );
}

export async function inboxRoutes(app: FastifyInstance, opts: { smtp: LocalSmtp }): Promise<void> {
  const found = (id: string) => opts.smtp.get(Number(id));

  app.get('/dev/inbox/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(listPage(opts.smtp.list())));

  app.get<{ Params: { id: string } }>('/dev/inbox/:id', async (request, reply) => {
    const mail = found(request.params.id);
    if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Nie ma', '<p>Nie ma takiej wiadomości. <a href="/dev/inbox/">Skrzynka</a></p>'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(messagePage(mail));
  });

  app.get<{ Params: { id: string; n: string } }>('/dev/inbox/:id/attachments/:n', async (request, reply) => {
    const attachment = found(request.params.id)?.attachments[Number(request.params.n)];
    if (!attachment) return reply.code(404).send({ message: 'No such attachment' });
    // Shown as a file of its own, never as part of this site's pages.
    return reply
      .type(attachment.contentType)
      .header('content-disposition', `inline; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(attachment.content);
  });
}
