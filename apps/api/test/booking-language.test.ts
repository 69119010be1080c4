import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import {
  cancelAnswerSchema,
  reservationSchema,
  searchResponseSchema,
  seatInfoSchema,
  tripSchema,
  type Reservation,
} from '@landline/shared/schemas';
import { outbox } from '../src/db/schema.js';
import { reservations } from '../src/db/tables/reservations.js';
import { daysAhead, LEAD_PASSENGER, TEST_NOW, testApp, type TestApp } from './harness.js';

// A booking's language (issue 29): the page it is held on, then the page it is paid on (the web
// app sends the page's language as Accept-Language); its mails, boarding passes and calendar speak
// it. A Canadian booking, Hamilton → Toronto Pearson in CAD, made from French pages and from
// English ones: the French says "49,00 $" and "samedi 28 novembre 2026 à 5 h 40 HNE", the English
// is today's, word for word.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

type Headers = Record<string, string>;
/** What the web app sends from a French page and from an English one (apps/web/app/i18n/lang.ts). */
const FRENCH: Headers = { 'accept-language': 'fr-CA, fr;q=0.9' };
const ENGLISH: Headers = { 'accept-language': 'en-US, en;q=0.9' };
const NONE: Headers = {};
const GUEST = { lastname: 'Lovelace' };
const NB = '\u00a0';

async function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** The first YHM → YYZ coach `days` after TEST_NOW with a seat, held for one adult (no passenger yet). */
async function holdItinerary(headers: Headers, days: number): Promise<{ held: Reservation; searchUuid: string }> {
  const search = searchResponseSchema.parse(
    (
      await call('PUT', '/api/bookings/reservation/', headers, {
        dep_from: 'YHM',
        dep_to: 'YYZ',
        departure_date: daysAhead(days),
        passengers_adults: 1,
      })
    ).json(),
  );
  const itinerary = { departure_flight: search.depart_flights.find((i) => i.availability >= 1)!, passengers_adults: 1 };
  const held = reservationSchema.parse((await call('PUT', `/api/bookings/${search.uuid}/itinerary/`, headers, itinerary)).json());
  return { held, searchUuid: search.uuid };
}

/** A hold of one adult on the first YHM → YYZ coach 5 days after TEST_NOW (Saturday 28 November, 5:40 AM), passenger and seat chosen. */
async function hold(headers: Headers): Promise<Reservation> {
  const { held, searchUuid } = await holdItinerary(headers, 5);
  const passengers = { passengers: [LEAD_PASSENGER], cart_id: held.cart.uuid, booking_token: held.departure.booking_token };
  await call('PUT', `/api/bookings/${searchUuid}/passengers/`, headers, passengers);
  // A seat, so the passenger may check in.
  const seatsUrl = `/api/seats/${held.pnr}/1/?cart_id=${held.cart.uuid}`;
  const info = seatInfoSchema.parse((await call('GET', seatsUrl, headers)).json());
  const free = info.legs[0]?.rows.flat().find((c) => c && c.available && !c.premium);
  if (free) await call('PUT', seatsUrl, headers, { passengers: [{ passenger: 0, seats: [{ leg: 0, code: free.code }] }] });
  return held;
}

/** Two checked bags on a held cart: the second costs, so the booking is worth more than its fare. */
async function addBags(held: Reservation, headers: Headers): Promise<void> {
  const products: { id: number; category: string }[] = (await call('GET', '/api/v2/cart/products/', headers)).json();
  const bags = products.find((p) => p.category === 'baggage')!.id;
  await call('PUT', `/api/v2/cart/cart/${held.cart.uuid}/add_item/${bags}/`, headers, { data: { baggage_amount: 2 } });
}

async function pay(held: Reservation, headers: Headers): Promise<void> {
  const payment = { holder_name: 'Ada Lovelace', email: 'ada@example.com' };
  await call('PUT', '/api/cart/check_out/', headers, { cart_id: held.cart.uuid, payment_data: payment, stripe_token: 'tok_visa' });
}

/** A new trip held for an edit, a day later than the booking it replaces (the edit copies the passengers). */
const holdForEdit = async (headers: Headers): Promise<Reservation> => (await holdItinerary(headers, 6)).held;

const book = async (headers: Headers) => {
  const held = await hold(headers);
  await pay(held, headers);
  return held;
};

const languageOf = async (uuid: string) =>
  (await t.database.db.select({ language: reservations.language }).from(reservations).where(eq(reservations.uuid, uuid)))[0].language;

const mailOf = async (kind: string, pnr: string) => {
  const mails = (await t.database.db.select().from(outbox)).filter((m) => m.kind === kind && m.subject.includes(pnr));
  expect(mails).toHaveLength(1);
  return mails[0];
};

/** The strings a PDF page draws with the standard fonts (WinAnsi hex strings), as boarding-pass.test.ts reads them. */
async function textsOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const ops = streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
  // WinAnsi is Latin-1 but for 0x80–0x9F: the French apostrophe is 0x92.
  return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1').replace(/\x92/g, '’'));
}

/** An hour before the booking's coach leaves (5:40 AM in Hamilton): check-in is open. */
const beforeDeparture = () => t.setNow('2026-11-28T09:40:00.000Z');

describe('the language of a booking', () => {
  it('is the language of the page it is held on, then of the page it is paid on', async () => {
    const french = await hold(FRENCH);
    expect(await languageOf(french.uuid)).toBe('fr');
    await pay(french, ENGLISH);
    expect(await languageOf(french.uuid)).toBe('en');
    expect((await mailOf('booking_confirmation', french.pnr)).subject).toBe(`Your Landline booking ${french.pnr} is confirmed`);

    const english = await hold(ENGLISH);
    expect(await languageOf(english.uuid)).toBe('en');
    await pay(english, FRENCH);
    expect(await languageOf(english.uuid)).toBe('fr');
    expect((await mailOf('booking_confirmation', english.pnr)).subject).toBe(`Votre réservation Landline ${english.pnr} est confirmée`);
  });

  it('is English without an Accept-Language, as every booking was before', async () => {
    const r = await hold(NONE);
    expect(await languageOf(r.uuid)).toBe('en');
    await pay(r, NONE);
    expect(await languageOf(r.uuid)).toBe('en');
  });
});

describe('a Canadian booking made in French', () => {
  it('is confirmed in French: French words, "49,00 $", dates and times in fr-CA', async () => {
    const r = await book(FRENCH);
    const mail = await mailOf('booking_confirmation', r.pnr);
    expect(mail.subject).toBe(`Votre réservation Landline ${r.pnr} est confirmée`);
    expect(mail.text).toBe(
      [
        'Bonjour Ada,',
        '',
        `votre réservation est confirmée. Numéro de réservation${NB}: ${r.pnr}`,
        '',
        `Voyage aller${NB}:`,
        `  Autocar Landline${NB}: John C. Munro Hamilton International Airport (YHM) → Lester B. Pearson International Airport (YYZ)`,
        `    départ samedi 28 novembre 2026 à 5${NB}h${NB}40 HNE, arrivée samedi 28 novembre 2026 à 6${NB}h${NB}40 HNE`,
        '',
        `Passagers${NB}: Ada Lovelace`,
        '',
        `Voyage aller${NB}: 49,00${NB}$`,
        `Total payé${NB}: 49,00${NB}$`,
        '',
        'L’enregistrement ferme 15 minutes avant le départ. Les heures indiquées sont celles de chaque arrêt. Le fichier de calendrier joint ajoute chaque trajet à votre agenda.',
        `Planifiez votre prochain trajet${NB}: http://landline.test/fr/canada/reserver`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="fr">');
    for (const said of [
      '<h1 style="font-size:22px;margin:0 0 12px">Votre réservation est confirmée</h1>',
      '<p>Bonjour Ada, merci de voyager avec Landline.</p>',
      `Départ samedi 28 novembre 2026 à 5${NB}h${NB}40 HNE · arrivée samedi 28 novembre 2026 à 6${NB}h${NB}40 HNE`,
      'Récapitulatif du prix',
      `<strong>49,00${NB}$</strong>`,
      `Navettes aéroport Landline · Vous recevez ce courriel au sujet de votre réservation Landline ${r.pnr}.`,
    ]) {
      expect(mail.html).toContain(said);
    }
    for (const english of ['Hi ', 'Booking reference', 'Total paid', 'CA$', 'AM', 'e-mail']) {
      expect(mail.text).not.toContain(english);
      expect(mail.html).not.toContain(english);
    }
    // The calendar attached speaks French too.
    const ics = mail.attachments[0].content.replace(/\r\n /g, '');
    expect(ics).toContain(
      `SUMMARY:Landline LL5100${NB}: John C. Munro Hamilton International Airport → Lester B. Pearson International Airport`,
    );
    expect(ics).toContain(
      `DESCRIPTION:Autocar Landline. Numéro de réservation${NB}: ${r.pnr}. L’enregistrement ferme 15 minutes avant le départ.`,
    );
  });

  it('is cancelled in French', async () => {
    const r = await book(FRENCH);
    const answer = cancelAnswerSchema.parse((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, GUEST, {})).json());
    const mail = await mailOf('cancellation', r.pnr);
    expect(mail.subject).toBe(`Annulation confirmée${NB}: réservation ${r.pnr}`);
    expect(mail.text).toBe(
      [
        'Bonjour Ada,',
        '',
        `Réservation ${r.pnr}${NB}: nous avons annulé tout le voyage pour Ada Lovelace.`,
        '',
        `Trajets annulés${NB}:`,
        `- Aller${NB}: Landline LL5100, John C. Munro Hamilton International Airport (YHM) → Lester B. Pearson International Airport (YYZ), départ samedi 28 novembre 2026 à 5${NB}h${NB}40 HNE`,
        '',
        `Ce qui vous est remboursé${NB}:`,
        `- 49,00${NB}$ sous forme du bon de réduction ${answer.voucher_code}, valable un an sur votre prochaine réservation`,
        '',
        'Navettes aéroport Landline',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<p>Réservation <strong>${r.pnr}</strong>${NB}: nous avons annulé tout le voyage pour Ada Lovelace.</p>`);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('has its boarding passes mailed and downloaded in French', async () => {
    const r = await book(FRENCH);
    beforeDeparture();
    await call('POST', `/api/v2/booking/tickets/${r.pnr}/check_in/`, GUEST, { way: 1 });
    expect((await call('GET', `/api/v2/booking/tickets/${r.pnr}/flight_e_ticket/?way=1`, GUEST)).json()).toEqual({ email_sent: true });
    const mail = await mailOf('boarding_pass', r.pnr);
    // The coach's departure on the Live Tracker, with the boarding stop (decision 285).
    const booked = tripSchema.parse((await call('GET', `/api/v2/booking/tickets/${r.pnr}/`, GUEST)).json());
    const trackUrl = /https?:\/\/\S+\/live\/\d+\?stop=[A-Z]+/.exec(mail.text)?.[0];
    expect(trackUrl).toMatch(new RegExp(`/live/${booked.departure.segments[0].trip_id}\\?stop=YHM$`));
    expect(mail.subject).toBe(`Vos cartes d’embarquement Landline${NB}: ${r.pnr} (aller)`);
    expect(mail.text).toBe(
      [
        'Bonjour,',
        '',
        `votre enregistrement est confirmé. Numéro de réservation${NB}: ${r.pnr}`,
        `John C. Munro Hamilton International Airport → Lester B. Pearson International Airport, sam. 28 nov. 2026 à 5${NB}h${NB}40`,
        '',
        `Cartes d’embarquement jointes (une par passager)${NB}: Ada Lovelace.`,
        'Présentez chaque carte au chauffeur à l’embarquement, sur votre téléphone ou imprimée.',
        '',
        `Où est votre autocar, et quand arrivera-t-il à votre arrêt? ${trackUrl}`,
        '',
        'Navettes aéroport Landline',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${trackUrl}">Suivre votre autocar</a>`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`carte-embarquement-${r.pnr}-aller-1-Ada-Lovelace.pdf`]);

    const download = await call('GET', `/api/v2/booking/tickets/${r.pnr}/boarding_pass/1/`, GUEST);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="carte-embarquement-${r.pnr}-aller.pdf"`);
    const mailed = Buffer.from(mail.attachments[0].content, 'base64');
    expect((await PDFDocument.load(mailed)).getSubject()).toBe(
      `ALLER ${r.pnr}${NB}: de John C. Munro Hamilton International Airport à Lester B. Pearson International Airport, sam. 28 nov. 2026 à 5${NB}h${NB}40`,
    );
    for (const pdf of [mailed, download.rawPayload]) {
      const doc = await PDFDocument.load(pdf);
      expect(doc.getTitle()).toBe(`Carte d’embarquement Landline ${r.pnr}`);
      expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString, PDFHexString).decodeText()).toBe('fr-CA');
      const texts = await textsOf(pdf);
      for (const said of [
        'ALLER',
        'CARTE D’EMBARQUEMENT',
        'PASSAGER',
        'DÉPART',
        'ARRIVÉE',
        'DATE',
        'HEURE',
        'SIÈGE',
        'NUMÉRO DE RÉSERVATION',
      ]) {
        expect(texts).toContain(said);
      }
      // The date and time in fr-CA ("5 h 40": the font has no non-breaking space, so a space).
      expect(texts).toEqual(expect.arrayContaining(['sam. 28 nov. 2026', '5 h 40', 'Présentez ce code au chauffeur à l’embarquement.']));
      for (const english of ['DEPART', 'BOARDING PASS', 'PASSENGER', 'SEAT', 'TIME']) expect(texts).not.toContain(english);
    }
  });

  it('has its calendar downloaded in French', async () => {
    const r = await book(FRENCH);
    const ics = (await call('GET', `/api/v2/booking/tickets/${r.pnr}/calendar/`, GUEST)).body.replace(/\r\n /g, '');
    expect(ics).toContain(
      `DESCRIPTION:Autocar Landline. Numéro de réservation${NB}: ${r.pnr}. L’enregistrement ferme 15 minutes avant le départ.`,
    );
  });
});

describe('an edit made on French pages', () => {
  it('confirms the new trip and cancels the one it replaces in French, whatever the old booking’s language', async () => {
    const old = await hold(ENGLISH);
    await addBags(old, ENGLISH);
    await pay(old, ENGLISH);
    const fresh = await holdForEdit(FRENCH);
    await call(
      'POST',
      `/api/v2/cart/cart/${fresh.cart.uuid}/assign_previous_cart/`,
      { ...GUEST, ...FRENCH },
      { booking_reference: old.pnr },
    );
    const payment = { holder_name: 'Ada Lovelace', email: 'ada@example.com' };
    await call('PUT', '/api/cart/check_out/', FRENCH, { cart_id: fresh.cart.uuid, payment_data: payment, stripe_token: null });
    expect(await languageOf(fresh.uuid)).toBe('fr');
    expect(await languageOf(old.uuid)).toBe('en');

    const confirmation = await mailOf('booking_confirmation', fresh.pnr);
    expect(confirmation.text).toContain(
      `Voyage aller${NB}: 49,00${NB}$\nRéservation remplacée${NB}: −49,00${NB}$\nTotal payé${NB}: 0,00${NB}$`,
    );
    const cancellation = await mailOf('cancellation', old.pnr);
    expect(cancellation.subject).toBe(`Annulation confirmée${NB}: réservation ${old.pnr}`);
    expect(cancellation.text).toContain(
      `Réservation ${old.pnr}${NB}: nous avons annulé tout le voyage pour Ada Lovelace (nouvelle réservation${NB}: ${fresh.pnr}).`,
    );
  });
});

describe('the same booking made in English', () => {
  it('is confirmed with today’s English mail, word for word', async () => {
    const r = await book(ENGLISH);
    const mail = await mailOf('booking_confirmation', r.pnr);
    expect(mail.subject).toBe(`Your Landline booking ${r.pnr} is confirmed`);
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        '',
        `your booking is confirmed. Booking reference: ${r.pnr}`,
        '',
        'Departure trip:',
        '  Landline coach: John C. Munro Hamilton International Airport (YHM) → Lester B. Pearson International Airport (YYZ)',
        '    departs Sat, Nov 28, 5:40 AM EST, arrives Sat, Nov 28, 6:40 AM EST',
        '',
        'Passengers: Ada Lovelace',
        '',
        'Departure trip: CA$49',
        'Total paid: CA$49',
        '',
        'Check-in closes 15 minutes before departure. Times are local to each stop; the attached calendar file adds every ride to your calendar.',
        'Plan your next ride: http://landline.test/',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`Landline airport shuttles · You receive this e-mail because of booking ${r.pnr} with Landline.`);
    const ics = mail.attachments[0].content.replace(/\r\n /g, '');
    expect(ics).toContain(`DESCRIPTION:Landline coach. Booking reference ${r.pnr}. Check-in closes 15 minutes before departure.`);
  });

  it('is cancelled in English', async () => {
    const r = await book(ENGLISH);
    const answer = cancelAnswerSchema.parse((await call('POST', `/api/v2/booking/tickets/${r.pnr}/cancel/`, GUEST, {})).json());
    const mail = await mailOf('cancellation', r.pnr);
    expect(mail.subject).toBe(`Cancellation complete: booking ${r.pnr}`);
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        '',
        `We have cancelled the whole trip for Ada Lovelace of booking ${r.pnr}.`,
        '',
        'Cancelled:',
        '- Departure: Landline LL5100, John C. Munro Hamilton International Airport (YHM) → Lester B. Pearson International Airport (YYZ), departs Sat, Nov 28, 5:40 AM EST',
        '',
        'What comes back:',
        `- CA$49.00 as voucher ${answer.voucher_code}, valid for a year on your next booking`,
        '',
        'Landline airport shuttles',
      ].join('\n'),
    );
  });

  it('has its boarding passes in English', async () => {
    const r = await book(ENGLISH);
    beforeDeparture();
    await call('POST', `/api/v2/booking/tickets/${r.pnr}/check_in/`, GUEST, { way: 1 });
    await call('GET', `/api/v2/booking/tickets/${r.pnr}/flight_e_ticket/?way=1`, GUEST);
    const mail = await mailOf('boarding_pass', r.pnr);
    expect(mail.subject).toBe(`Your Landline boarding passes: ${r.pnr} (departure)`);
    expect(mail.text).toContain(
      'John C. Munro Hamilton International Airport → Lester B. Pearson International Airport, Sat, Nov 28, 2026 5:40 AM',
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([`boarding-pass-${r.pnr}-depart-1-Ada-Lovelace.pdf`]);
    const download = await call('GET', `/api/v2/booking/tickets/${r.pnr}/boarding_pass/1/`, GUEST);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="boarding-pass-${r.pnr}-depart.pdf"`);
    const texts = await textsOf(download.rawPayload);
    expect(texts).toEqual(expect.arrayContaining(['DEPART', 'BOARDING PASS', 'Sat, Nov 28, 2026', '5:40 AM']));
  });
});
