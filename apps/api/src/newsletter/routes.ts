import type { FastifyInstance, FastifyReply } from 'fastify';
import { NEWSLETTER_MESSAGES } from '@landline/shared/messages';
import { safeNextPath } from '@landline/shared/redirects';
import { subscribeSchema } from '@landline/shared/schemas';
import { z } from 'zod';
import { BadRequestPageError, NotFoundPageError, parseInput } from '../http/errors.js';
import { escapeHtml } from '../http/html.js';
import { DETAIL, parsedByHandler } from '../http/route-schemas.js';
import type { NewsletterService } from './service.js';

/**
 * POST subscribe/ (JSON or form-encoded, as the spec's form sends it). A browser posting the form
 * itself (no JavaScript: it asks for text/html) gets a page instead of JSON.
 */
export function subscribeRoute(api: FastifyInstance, newsletter: NewsletterService, publicUrl: string): void {
  const schema = {
    summary: 'Subscribe to the newsletter',
    description:
      'Mails a confirmation link (double opt-in). A browser posting the form itself (`Accept: text/html`) gets a page, its errors included.',
    tags: ['newsletter'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    // Parsed in the handler: a page's refusal is a page, not JSON.
    body: parsedByHandler(subscribeSchema),
    response: {
      200: {
        description: 'Subscribed, pending confirmation',
        content: { 'application/json': { schema: DETAIL }, 'text/html': { schema: z.string() } },
      },
    },
  };
  api.post('/subscribe/', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema }, async (request, reply) => {
    const asPage = String(request.headers.accept ?? '').includes('text/html');
    if (asPage) {
      const parsed = subscribeSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail;
        // The page the form was on (this site only), else the Help Center, whose form is always there.
        const back = escapeHtml(safeNextPath(request.headers.referer, publicUrl) ?? '/contact');
        throw new BadRequestPageError(
          document(
            'Check your e-mail address',
            `<p>${escapeHtml(message)}</p><p><a href="${back}" style="color:#0b4f9c">Try again</a></p>`,
          ),
        );
      }
      await newsletter.subscribe(parsed.data.email, parsed.data.audience_id);
      return page(reply, 'Thank you', `<p>${escapeHtml(NEWSLETTER_MESSAGES.thanks)}</p>`);
    }
    const { email, audience_id } = parseInput(subscribeSchema, request.body);
    await newsletter.subscribe(email, audience_id);
    return { detail: NEWSLETTER_MESSAGES.thanks };
  });
}

/** A page of the newsletter, answered 200. */
function page(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').send(document(title, body));
}

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Landline</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#12203a;background:#f3f5f9;margin:0">
<main style="max-width:560px;margin:48px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:24px;margin-top:0">${escapeHtml(title)}</h1>${body}
<p><a href="/" style="color:#0b4f9c">Back to Landline</a></p></main></body></html>`;
}

type Token = { Params: { token: string } };

/** The pages the newsletter mail links to (server-rendered: they work without the web app). */
export function newsletterPages(app: FastifyInstance, newsletter: NewsletterService): void {
  app.get<Token>('/newsletter/confirm/:token', async (request, reply) => {
    if (!(await newsletter.confirm(request.params.token))) {
      throw new NotFoundPageError(
        document(
          'This link has expired',
          '<p>The confirmation link is not valid any more. Subscribe again from any page of our site to get a new one.</p>',
        ),
      );
    }
    return page(
      reply,
      'You are subscribed',
      '<p>Thank you for confirming. Schedule news, deals and Penguin Perks offers will come to your inbox.</p>',
    );
  });

  // A GET only shows a button: mail scanners that open links must not unsubscribe anyone.
  app.get<Token>('/newsletter/unsubscribe/:token', async (request, reply) =>
    page(
      reply,
      'Unsubscribe from the Landline newsletter',
      `<form method="post" action="/newsletter/unsubscribe/${escapeHtml(request.params.token)}"><p>You will get no more newsletters from us at this address.</p>
<button type="submit" style="background:#f5b82e;border:0;border-radius:8px;padding:12px 20px;font-weight:bold;color:#12203a">Unsubscribe</button></form>`,
    ),
  );

  // One-click unsubscribe (RFC 8058 mail clients POST here directly).
  app.post<Token>('/newsletter/unsubscribe/:token', async (request, reply) => {
    if (!(await newsletter.unsubscribe(request.params.token))) {
      throw new NotFoundPageError(document('This link is not valid', '<p>We could not find this subscription.</p>'));
    }
    return page(reply, 'You are unsubscribed', '<p>You will get no more newsletters from us at this address.</p>');
  });
}
