import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { NotFoundPageError } from '../http/errors.js';
import { escapeHtml } from '../http/html.js';
import { fromThisMachine } from '../http/this-machine.js';
import { latestMails, mailOfOutbox } from './service.js';

/**
 * The development mailbox: every mail of the outbox, readable without an SMTP server. It holds
 * every reset link, so other machines get the ordinary 404, as if it did not exist.
 */
export function mailboxRoutes(app: FastifyInstance, db: Db): void {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
  };

  app.get('/dev/mailbox', { onRequest }, async (_request, reply) => {
    const mails = await latestMails(db);
    const rows = mails
      .map(
        (m) => `<li><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a> — to ${escapeHtml(m.toAddress)}
<small>(${m.kind}, ${m.createdAt.toISOString()}${m.sentAt ? ', sent' : ''})</small>${m.attachments
          .map((a, n) => ` · <a href="/dev/mailbox/${m.id}/attachments/${n}">${escapeHtml(a.filename)}</a>`)
          .join('')}</li>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Development mailbox</title></head><body style="font-family:Arial,sans-serif;max-width:760px;margin:24px auto;padding:0 16px">
<main><h1>Development mailbox</h1><p>Mail the app wrote to its outbox, newest first. This page exists only outside production.</p>
${mails.length ? `<ol reversed>${rows}</ol>` : '<p>No mail yet.</p>'}</main></body></html>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { onRequest }, async (request, reply) => {
    const mail = await mailOfOutbox(db, Number(request.params.id));
    if (!mail) throw new NotFoundPageError('<!doctype html><title>Not found</title><p>No such mail.</p>');
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });

  app.get<{ Params: { id: string; n: string } }>('/dev/mailbox/:id/attachments/:n', { onRequest }, async (request, reply) => {
    const mail = await mailOfOutbox(db, Number(request.params.id));
    const file = mail?.attachments[Number(request.params.n)];
    if (!file) throw new NotFoundPageError('<!doctype html><title>Not found</title><p>No such attachment.</p>');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
  });
}
