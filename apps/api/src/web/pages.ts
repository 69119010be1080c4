// web/: the web app's pages, redirects and security.txt, served by this process; no service of
// its own (the pages read schedules/, network/ and flights/ through pageServices), no SQL.
//
// The web app's pages, rendered by React Router's server build inside this process.
// Public pages (the build's PRERENDERED_PATHS) are rendered at start-up from the live
// timetable and kept in memory, compressed, with an ETag; they are rendered again when the
// network the server holds changes or after PAGE_MAX_AGE_MS (so "today" moves on). Any other
// document (a public page with a query such as ?week=, a booking or account page, whose data
// loads in the browser, the 404 page) is kept the same way once asked for, by its address, up
// to MAX_KEPT_PAGES. Nothing on a page depends on who asks. `.data` requests (navigation inside
// the app) and `/__manifest` (route discovery) are answered on each request.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OnboardWifi, PageServices } from '@landline/shared/pages';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Clock } from '../clock/clock.js';
import { documentPolicy, type SecurityOptions } from '../http/security-headers.js';
import { destinationsFrom } from '../flights/destinations.js';
import { FlightNetwork } from '../flights/network.js';
import { routeFare } from '../network/fares.js';
import type { LiveService } from '../live/service.js';
import type { NetworkStore } from '../network/load.js';
import type { Network } from '../network/model.js';
import { placeOptions } from '../places/options.js';
import { scheduleBetween } from '../schedules/service.js';

interface EntryExports {
  pageServicesContext: RouterContext<PageServices>;
  PRERENDERED_PATHS: readonly string[];
  /** Pages readable before their scripts that are not kept from start-up (absent from older builds). */
  SERVER_DRAWN_PATHS?: readonly string[];
}

/** How long a kept page is served before it is rendered again (dates on pages move at midnight). */
export const PAGE_MAX_AGE_MS = 10 * 60_000;

/**
 * Where the browser asks which routes its links lead to (lazy route discovery, see the web
 * app's react-router.config.ts). Answered on each request like `.data`: cheap, and its query
 * (the paths asked for) would fill the kept pages with one entry per combination.
 */
export const MANIFEST_PATH = '/__manifest';

/**
 * The Live Tracker's pages (decision 285): their board moves by the second, so they are rendered
 * for each request and never kept (a visitor without JavaScript reloads for a newer snapshot).
 */
export const isLivePage = (pathname: string) => /^\/live(\/[^/]+)?\/?$/.test(pathname);

/** Pages kept besides the public ones (addresses with a query, booking pages…): oldest go first. */
export const MAX_KEPT_PAGES = 500;

/** Kept pages by address: the pinned ones (public pages) stay, the others up to `max`, oldest out. */
export class KeptPages<T> {
  private readonly pages = new Map<string, T>();
  private unpinned = 0;

  constructor(
    private readonly max: number,
    private readonly pinned: (key: string) => boolean,
  ) {}

  get(key: string): T | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: T): void {
    const isNew = !this.pages.has(key);
    this.pages.set(key, page);
    if (!isNew || this.pinned(key)) return;
    this.unpinned++;
    for (const old of this.pages.keys()) {
      if (this.unpinned <= this.max) break;
      if (this.pinned(old)) continue;
      this.pages.delete(old);
      this.unpinned--;
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed forms, made when first asked for. */
  gzip(): Buffer;
  br(): Buffer;
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts (kept with it). */
  csp: string;
  network: Network;
  renderedAt: number;
}

interface Rendered {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The server build next to the client build (apps/web/build/{client,server}). */
export function serverBuildFile(webClientDir: string): string {
  return path.resolve(webClientDir, '..', 'server', 'index.js');
}

/**
 * The web server build as the API needs it: React Router's routes and assets, and the entry's
 * PRERENDERED_PATHS and pageServicesContext. A build from an older checkout lacks some of them;
 * say so in one line instead of failing on the first page.
 */
export function checkedBuild(module: Record<string, unknown>, file: string): ServerBuild {
  const entry = (module.entry as { module?: Record<string, unknown> } | undefined)?.module;
  const missing = [
    typeof module.routes === 'object' && module.routes ? null : 'routes',
    typeof module.assets === 'object' && module.assets ? null : 'assets',
    Array.isArray(entry?.PRERENDERED_PATHS) && entry.PRERENDERED_PATHS.every((p) => typeof p === 'string') ? null : 'PRERENDERED_PATHS',
    typeof entry?.pageServicesContext === 'object' && entry.pageServicesContext ? null : 'pageServicesContext',
  ].filter(Boolean);
  if (missing.length) throw new Error(`the web build ${file} is stale or incomplete (no ${missing.join(', ')}): run 'npm run build'`);
  return module as unknown as ServerBuild;
}

export class PageRenderer {
  private readonly kept: KeptPages<KeptPage>;
  private readonly rendering = new Map<string, Promise<KeptPage>>();
  private readonly handle: (request: Request, context: RouterContextProvider) => Promise<Response>;
  private readonly prerendered: ReadonlySet<string>;
  /** The pages readable before their scripts: the kept public pages and the server-drawn forms. */
  private readonly readable: ReadonlySet<string>;

  private constructor(
    private readonly build: ServerBuild,
    private readonly network: NetworkStore,
    private readonly services: PageServices,
    private readonly clock: Clock,
    private readonly security: SecurityOptions,
  ) {
    this.handle = createRequestHandler(build, 'production');
    this.prerendered = new Set(this.entry.PRERENDERED_PATHS);
    this.readable = new Set([...this.prerendered, ...(this.entry.SERVER_DRAWN_PATHS ?? [])]);
    this.kept = new KeptPages(MAX_KEPT_PAGES, (key) => this.prerendered.has(key));
  }

  /** Loads the server build; undefined when the web app has not been built. */
  static async load(options: {
    webClientDir: string;
    network: NetworkStore;
    services: Omit<PageServices, 'now'>;
    /** The app's clock: what "today" is on a page, and when a kept page is too old. */
    clock: Clock;
    security?: SecurityOptions;
  }): Promise<PageRenderer | undefined> {
    const file = serverBuildFile(options.webClientDir);
    if (!fs.existsSync(file)) return undefined;
    const build = checkedBuild(await import(pathToFileURL(file).href), file);
    const { clock } = options;
    const security = options.security ?? { https: false };
    // The pages' contract counts in epoch milliseconds (PageServices.now).
    const now = () => clock.now().getTime();
    return new PageRenderer(build, options.network, { ...options.services, now }, clock, security);
  }

  private get entry(): EntryExports {
    return this.build.entry.module as unknown as EntryExports;
  }

  /** Renders every public page once (start-up), so the first visitors get kept pages. */
  async prerenderAll(): Promise<number> {
    for (const p of this.prerendered) await this.keptPage(p, true);
    return this.prerendered.size;
  }

  /** Answers a page (document or `.data`) request. */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // `//x` is not a path but a host to URL parsers: answer with the path it meant, one slash
    // each, on this site (never a redirect to another origin).
    const [pathPart, query] = request.url.split(/\?(.*)/s, 2);
    if (pathPart.includes('//')) return reply.redirect(pathPart.replace(/\/{2,}/g, '/') + (query ? `?${query}` : ''), 301);
    const url = new URL(request.url, 'http://local');
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (isGet && !url.pathname.endsWith('.data') && url.pathname !== MANIFEST_PATH) {
      const address = `${url.pathname}${url.search}`;
      const page = isLivePage(url.pathname)
        ? await this.renderKept(address, true, await this.network.get(), false)
        : await this.keptPage(address, this.readable.has(url.pathname));
      return this.sendKept(request, reply, page);
    }
    const rendered = await this.render(request.method, request.url, request.headers);
    reply.code(rendered.status);
    for (const [name, value] of rendered.headers) reply.header(name, value);
    if (request.method === 'HEAD') return reply.send();
    // Route discovery answers name every route a page links to (tens of KB of JSON): compressed
    // at a fast level, as the browser waits for them before those links navigate in the app.
    if (url.pathname === MANIFEST_PATH && rendered.body.length > 1024) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.header('vary', 'accept-encoding').removeHeader('content-length');
      if (/\bbr\b/.test(accepts)) {
        const br = brotliCompressSync(rendered.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(br);
      }
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(rendered.body, { level: 6 }));
    }
    return reply.send(rendered.body);
  }

  private sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.header('content-security-policy', page.csp);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.code(page.status);
    if (request.method === 'HEAD') return reply.send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br());
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip());
    return reply.send(page.body);
  }

  /**
   * The kept page at an address, rendered again when the network changed or it is too old; one
   * render at a time per address. `publicPage`: a page readable without scripts (see
   * scriptsAfterStyles).
   */
  private async keptPage(address: string, publicPage: boolean): Promise<KeptPage> {
    const network = await this.network.get();
    const page = this.kept.get(address);
    if (page && page.network === network && this.clock.now().getTime() - page.renderedAt < PAGE_MAX_AGE_MS) return page;
    let pending = this.rendering.get(address);
    if (!pending) {
      pending = this.renderKept(address, publicPage, network).finally(() => this.rendering.delete(address));
      this.rendering.set(address, pending);
    }
    return pending;
  }

  private async renderKept(address: string, publicPage: boolean, network: Network, keep = true): Promise<KeptPage> {
    const renderedAt = this.clock.now().getTime();
    const rendered = await this.render('GET', address, { accept: 'text/html' });
    const { status, headers } = rendered;
    const body = publicPage ? Buffer.from(scriptsAfterStyles(rendered.body.toString('utf8'))) : rendered.body;
    // The public pages are compressed at start-up: best levels. Pages kept on demand are
    // compressed while a visitor waits, in the one form asked for: fast levels.
    const startUp = this.prerendered.has(address);
    const gzip = once(() => gzipSync(body, { level: startUp ? 9 : 6 }));
    const br = once(() => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: startUp ? 11 : 5 } }));
    if (startUp) {
      gzip();
      br();
    }
    const page: KeptPage = {
      status,
      headers: headers.filter(([name]) => name !== 'content-length'),
      body,
      gzip,
      br,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      csp: documentPolicy(body.toString('utf8'), this.security),
      network,
      renderedAt,
    };
    // Pages and the not-found page are kept; an error or a redirect is answered, not kept.
    if (keep && (status === 200 || status === 404)) this.kept.set(address, page);
    return page;
  }

  private async render(method: string, url: string, incoming: FastifyRequest['headers']): Promise<Rendered> {
    const rendered = await this.renderRaw(method, url, incoming);
    const type = rendered.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
    if (!type.startsWith('text/html')) return rendered;
    return { ...rendered, body: Buffer.from(stylesheetsFirst(rendered.body.toString('utf8'))) };
  }

  private async renderRaw(method: string, url: string, incoming: FastifyRequest['headers']): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const request = new Request(new URL(url, this.services.publicUrl), { method, headers });
    const context = new RouterContextProvider(new Map([[this.entry.pageServicesContext, this.services]]));
    const response = await this.handle(request, context);
    const out: [string, string][] = [];
    response.headers.forEach((value, name) => out.push([name, value]));
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  }
}

const STYLESHEET = /<link rel="stylesheet" href="[^"]*"\/>/g;

/**
 * Moves the page's stylesheet links to the top of <head>, before the script preloads React
 * writes there: the browser then asks for the render-blocking CSS first and paints sooner on a
 * slow connection. React still finds each link when it takes the page over (it looks for them
 * in order and passes over the rest of <head>).
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const anchor = html.indexOf('<meta name="viewport"');
  if (headEnd < 0 || anchor < 0) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET);
  if (!links) return html;
  const afterAnchor = head.indexOf('>', anchor) + 1;
  const rest = head.slice(afterAnchor).replace(STYLESHEET, '');
  return head.slice(0, afterAnchor) + links.join('') + rest + html.slice(headEnd);
}

/**
 * A public page is readable before any script runs: its module preloads are asked for at low
 * priority, so the CSS comes first on a slow connection (booking pages, which need their
 * scripts to show anything, keep the default).
 */
export function scriptsAfterStyles(html: string): string {
  return html.replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The services the pages get from this process: the live timetable and stops, by the server
 * clock, and the site's settings (public origin, onboard Wi-Fi, the Canadian booking's address).
 */
export function pageServices(options: {
  network: NetworkStore;
  publicUrl: string;
  onboardWifi: OnboardWifi;
  canadaBookingUrl: string;
  clock: Clock;
  live: Pick<LiveService, 'board' | 'departure'>;
}): Omit<PageServices, 'now'> {
  const { network, publicUrl, onboardWifi, canadaBookingUrl, clock, live } = options;
  // The OpenFlights routes never change while the process runs: each answer is worked out once.
  const destinations = new Map<string, ReturnType<typeof destinationsFrom>>();
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    onboardWifi: { ...onboardWifi },
    canadaBookingUrl,
    async schedule(from, to, start, end) {
      return scheduleBetween(await network.get(), from, to, start, end, clock.now().getTime());
    },
    async stops(codes) {
      const { stops } = await network.get();
      return codes.flatMap((code) => {
        const s = stops.get(code);
        return s
          ? [{ code: s.code, name: s.name, city: s.city, latitude: s.lat, longitude: s.lon, time_zone: s.timeZone, address: s.address }]
          : [];
      });
    },
    async places(codes) {
      const wanted = new Set(codes);
      return placeOptions(await network.get(), true).filter((p) => wanted.has(p.code));
    },
    async fare(from, to) {
      return routeFare(await network.get(), from, to);
    },
    async destinations(from, limit) {
      const key = `${from}|${limit}`;
      let found = destinations.get(key);
      if (!found) destinations.set(key, (found = destinationsFrom(FlightNetwork.load(), from, limit)));
      return found;
    },
    liveBoard: () => live.board(),
    liveDeparture: (trip) => live.departure(trip),
  };
}
