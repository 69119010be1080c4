import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/**
 * Collects Content-Security-Policy violations in every page of a context: the browser's own
 * console errors ("Refused to … because it violates the following Content Security Policy
 * directive") and, where scripts run, each `securitypolicyviolation` event.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * Playwright's `test`, failing any test during which a page broke the Content-Security-Policy
 * (decision 161: the CSP must produce no violation in the journeys). Contexts a test opens
 * itself are watched with `watchCsp(context, cspViolations)`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // Each test is its own traveller's client (the e2e server trusts its loopback proxy), so the
  // per-client limits (holds, guesses, searches; decision 233) count one journey, not the suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(`${testInfo.testId}#${testInfo.retry}`) });
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // The development mailbox answers this machine only, never a request a proxy relays: the
      // journey reads it as the operator at the machine would, without its client's header.
      await context.route(/\/dev\/mailbox/, async (route) => {
        const { 'x-forwarded-for': _relayed, ...headers } = route.request().headers();
        await route.continue({ headers });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** GET from the development mailbox as this machine (see the route above; an API request has no route). */
export function fromMailbox(path: string): Promise<Response> {
  return fetch(new URL(path, process.env.BASE_URL ?? 'http://localhost:3210'));
}

/** A private IPv4 address made from `key`: the same test, the same client. */
function clientAddress(key: string): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/**
 * Runs axe on the page as it is now; fails on any serious or critical violation. Only violations
 * are asked for: axe then lists one node per passed rule instead of all, a quarter less work on
 * a schedule page (decision 263). Legacy mode runs `axe.run` in the page itself: the default
 * opens a blank page in the context to merge each frame's results, and that page cost more than
 * the check (1.45 s against 0.6 s a call, decision 264). Our pages have no frame of another origin
 * that would need the merge.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations on ${label}`).toEqual([]);
}

/** Runs axe on one part of the page (a CSS selector) and fails on any violation there, minor ones too. */
export async function expectNoViolationsIn(page: Page, selector: string, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include(selector)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations in ${label}`).toEqual([]);
}

/**
 * Holds back the scripts whose address matches `pattern` until the returned function is called: a
 * part of the page whose code comes late (decision 314) can then be seen before and after it.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated the first element matching `selector` (it keeps its fiber on the element). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** Whether a request's URL stays on the site under test (data: and blob: addresses are the page's own). */
export function sameSite(url: string, baseURL: string): boolean {
  return url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:');
}

/** Today's calendar date in a time zone, plus some days, as YYYY-MM-DD. */
export function dateFromToday(days: number, timeZone = 'America/Denver'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Picks a place in one of the search form's type-ahead fields. */
export async function choosePlace(page: Page, field: 'From' | 'To', typed: string, option: RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(typed);
  const choice = page.getByRole('option', { name: option });
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(input).toHaveValue(option);
}

export function dollars(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** A party as the search asks for it. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/**
 * Puts a booking draft into the browser as the booking pages leave it, before the app's first
 * script runs and only then: the page's own changes survive a reload.
 */
export async function seedDraft(page: Page, draft: unknown): Promise<void> {
  const version = ((await (await page.request.get('/api/settings/')).json()) as { build_version: string }).build_version;
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [`landline.bookingDraft:${version}`, JSON.stringify(draft)] as const,
  );
}

/** A place of the draft's search, as the search form keeps it. */
export interface DraftPlace {
  code: string;
  name: string;
  city: string;
  time_zone: string | null;
}

/**
 * Seeds the draft a one-way hold leaves in the browser (the search as asked, the departure
 * chosen and the hold's keys), so a page after the summary opens as if the traveller had come
 * the whole way.
 */
export async function seedHeldDraft(
  page: Page,
  held: {
    search: { from: DraftPlace; to: DraftPlace; departureDate: string; party: Party };
    searchUuid: string;
    departure: { booking_token: string };
    reservation: { uuid: string; pnr: string; cart: { uuid: string } };
  },
): Promise<void> {
  const { search, searchUuid, departure, reservation } = held;
  await seedDraft(page, {
    search: { from: search.from, to: search.to, departureDate: search.departureDate, returnDate: null, oneWay: true, ...search.party },
    uuid: searchUuid,
    departure,
    return: null,
    filters: { depart: {}, return: {} },
    hold: {
      uuid: reservation.uuid,
      pnr: reservation.pnr,
      searchUuid,
      cartUuid: reservation.cart.uuid,
      departureToken: departure.booking_token,
      returnToken: null,
    },
  });
}

/**
 * Holds the first bookable departure of a one-way search through the API (as the summary's
 * Continue does) and seeds the browser's booking draft with it, so that a page of the flow
 * after the summary opens as if the traveller had come the whole way.
 */
export async function holdAndSeedDraft(
  page: Page,
  trip: { from: string; to: string; days: number; party: Party },
): Promise<{
  reservation: { uuid: string; pnr: string; search_uuid: string; cart: { uuid: string; summary: number } };
  searchUuid: string;
  /** The itinerary held, as the search answered it. */
  departure: { booking_token: string };
}> {
  const { request } = page;
  const date = dateFromToday(trip.days);
  const party = { passengers_adults: trip.party.adults, passengers_children: trip.party.children, passengers_infants: trip.party.infants };
  const found = await (
    await request.put('/api/bookings/reservation/', { data: { dep_from: trip.from, dep_to: trip.to, departure_date: date, ...party } })
  ).json();
  const seats = trip.party.adults + trip.party.children;
  const departure = found.depart_flights.find((i: { availability: number }) => i.availability >= seats);
  const held = await request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: departure, ...party } });
  expect(held.status(), await held.text()).toBe(200);
  const reservation = await held.json();
  const place = (code: string) => ({ code, name: code, city: code, time_zone: null });
  await seedHeldDraft(page, {
    search: { from: place(trip.from), to: place(trip.to), departureDate: date, party: trip.party },
    searchUuid: found.uuid,
    departure,
    reservation,
  });
  return { reservation, searchUuid: found.uuid, departure };
}

/** Saves one adult passenger of a hold made by holdAndSeedDraft, as the passengers page does. */
export async function saveLeadPassenger(
  page: Page,
  held: Awaited<ReturnType<typeof holdAndSeedDraft>>,
  person: { title: string; first_name: string; last_name: string; gender: number; date_of_birth: string; email: string },
): Promise<void> {
  const saved = await page.request.put(`/api/bookings/${held.reservation.search_uuid}/passengers/`, {
    data: {
      cart_id: held.reservation.cart.uuid,
      booking_token: held.departure.booking_token,
      passengers: [{ ...person, phone_number: '+1 970 555 0100', passenger_type: 'AD', special_requirements: [] }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The password of every member a journey registers. */
export const MEMBER_PASSWORD = 'Landline#2026';

/** Registers a new member through the API, under an e-mail address no other journey uses. */
export async function registerMember(
  request: APIRequestContext,
  name: { first_name: string; last_name: string },
): Promise<{ email: string; access: string }> {
  const email = `member.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/users/', {
    data: { ...name, email, password: MEMBER_PASSWORD, retypePassword: MEMBER_PASSWORD, phone_number: '+1 970 555 0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, access: ((await registered.json()) as { access: string }).access };
}

/** Logs in from the payment page's Log in link and waits until the login has brought the traveller back. */
export async function logInFromPayments(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Log in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?next=\/payments$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^[^?]*\/payments$/);
}
