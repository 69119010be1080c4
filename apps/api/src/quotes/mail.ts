// The quote mails (decision 223): a copy for the requester, the request for the sales team.

import { escapeHtml } from '../http/html.js';
import { layout, type Mail } from '../mail/templates.js';

export interface QuoteMailInput {
  reference: string;
  kind: 'corporate' | 'charter';
  name: string;
  email: string;
  /** The answers in the form's order, labelled as the form labels them. */
  answers: [label: string, value: string][];
}

const TITLES = { corporate: 'corporate travel', charter: 'charter' } as const;

/** A requester has no account: the footer names the request that made us write (decision 238). */
const becauseOfRequest = (reference: string) => `You receive this e-mail because you asked Landline for quote ${reference}.`;

function table(answers: QuoteMailInput['answers']): { html: string; text: string } {
  return {
    html: `<table>${answers.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    text: answers.map(([k, v]) => `${k}: ${v}`).join('\n'),
  };
}

export function quoteCopyMail(input: QuoteMailInput): Mail {
  const subject = `Your ${TITLES[input.kind]} quote request ${input.reference}`;
  const { html, text } = table(input.answers);
  return {
    kind: 'quote_copy',
    to: input.email,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(input.name)},</p><p>Thank you for asking. Our team answers within one business day. This is what you sent:</p>${html}`,
      becauseOfRequest(input.reference),
    ),
    text: `Hi ${input.name},\n\nThank you for asking. Our team answers within one business day. This is what you sent:\n\n${text}\n\nLandline airport shuttles`,
  };
}

export function quoteSalesMail(input: QuoteMailInput, salesEmail: string): Mail {
  const subject = `New ${TITLES[input.kind]} quote request ${input.reference} from ${input.name}`;
  const { html, text } = table(input.answers);
  return {
    kind: 'quote_sales',
    to: salesEmail,
    subject,
    html: layout(
      subject,
      `<p>Reply to ${escapeHtml(input.email)} within one business day.</p>${html}`,
      `Sent to the sales team for quote request ${input.reference}.`,
    ),
    text: `Reply to ${input.email} within one business day.\n\n${text}`,
  };
}
