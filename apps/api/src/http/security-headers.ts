// Security headers of every answer: @fastify/helmet's set (nosniff, frame
// and referrer policies, HSTS on a public site…) and our own Content-Security-Policy, which lists
// the SHA-256 of each inline script and style of the very document it is sent with. Hashes,
// not nonces: public pages are rendered once and kept for everyone (web/pages.ts), so one
// policy has to fit every visitor of a kept page, and it is computed with the page.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export interface SecurityOptions {
  /** The site is served over https (config.ts, isPublicSite): HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** The chat adapter's script (CHAT_WIDGET_URL): its origin is allowed only when set. */
  chatWidgetUrl?: string | null;
  /** The other third-party adapters' addresses (decision 231): their origins, only those set. */
  thirdPartyUrls?: readonly (string | null | undefined)[];
  /** PAYMENTS=stripe: Stripe.js, its card fields' frames and its API are allowed (decision 209). */
  stripe?: boolean;
  /** Where the browser sends its error reports (ERROR_REPORTING_DSN, decision 253): its origin for calls only. */
  errorReportUrl?: string | null;
}

/** What Stripe.js needs (Stripe's CSP guide): its script, its frames, its API. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

type Directives = Record<string, string[]>;

/** HSTS of a public site: a year, subdomains included. */
export const HSTS_MAX_AGE_S = 365 * 24 * 3600;

/** The policy of answers with no inline content (API JSON, files, redirects). */
export function basePolicy(options: SecurityOptions): Directives {
  // Third-party adapters (chat, tag manager, analytics, ad pixel, consent, lead capture): the
  // origins of those configured, for their scripts, styles, images, calls and frames.
  const outside = [
    ...new Set([options.chatWidgetUrl, ...(options.thirdPartyUrls ?? [])].flatMap((url) => (url ? [new URL(url).origin] : []))),
  ];
  const stripe = (part: keyof typeof STRIPE) => (options.stripe ? STRIPE[part] : []);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...outside, ...stripe('script')],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...outside],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', ...outside],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...new Set([...outside, ...(options.errorReportUrl ? [new URL(options.errorReportUrl).origin] : [])]),
      ...stripe('connect'),
    ],
    'frame-src': ["'self'", ...outside, ...stripe('frame')],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function policyHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** An attribute's value as the browser reads it (the hash is of that, not of the markup). */
function unescapeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return String.fromCodePoint(code);
  });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi;

/**
 * The policy of one HTML document: the base policy plus the hashes of its inline scripts
 * (React Router's context, route modules and scroll restoration), of its `<style>` elements,
 * and of its `style` attributes ('unsafe-hashes': only those exact values, e.g. Headless UI's
 * visually hidden elements). No 'unsafe-inline'.
 */
export function documentPolicy(html: string, options: SecurityOptions): string {
  const directives = basePolicy(options);
  const scripts = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`) && body) scripts.add(sha256(body));
  }
  const withoutScripts = html.replace(INLINE_SCRIPT, '');
  const styles = new Set<string>();
  for (const [, body] of withoutScripts.matchAll(STYLE_ELEMENT)) styles.add(sha256(body));
  const attributes = new Set<string>();
  for (const [, double, single] of withoutScripts.replace(STYLE_ELEMENT, '').matchAll(STYLE_ATTRIBUTE)) {
    attributes.add(sha256(unescapeAttribute(double ?? single ?? '')));
  }
  directives['script-src'].push(...scripts);
  directives['style-src'].push(...styles);
  if (attributes.size) directives['style-src-attr'] = ["'unsafe-hashes'", ...attributes];
  return policyHeader(directives);
}

/**
 * Registers the headers on every answer. A handler that knows its document's policy already
 * (a kept page, sent compressed) sets `content-security-policy` itself; any other HTML body
 * gets the policy of its own inline content, everything else the base policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    // Ours, per document (below).
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    // Same-origin pages keep their Referer (the no-JavaScript newsletter page's way back);
    // other sites learn nothing of the booking or account page a link was on.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const base = policyHeader(basePolicy(options));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    // Only an HTML body is read (an encoded one, e.g. a gzipped search answer, never).
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-encoding');
    const body = !html ? null : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    reply.header('content-security-policy', body !== null ? documentPolicy(body, options) : base);
    return payload;
  });
}
