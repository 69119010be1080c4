// The boarding passes of a checked-in direction (decision 217): one signed token and one
// 4x6-inch page per passenger, through the boarding building blocks (boarding/pass-token.ts and
// pass-pdf.ts), and the pages of a party bound into one PDF for the download, in the booking's
// language (issue 29).

import { renderBoardingPass } from '../boarding/pass-pdf.js';
import { signBoardingPass } from '../boarding/pass-token.js';
import { mailTexts, type MailTexts } from '../mail/texts/index.js';

/** One passenger's pass, with everything printed on it already chosen. */
export interface PassSheet {
  pnr: string;
  ticketId: number;
  tripId: number;
  direction: 1 | 2;
  /** When the ticket was checked in: the token's issue time, so the same pass is issued every time. */
  checkedInAt: Date;
  passengerName: string;
  fromStop: string;
  toStop: string;
  /** The boarding ride's departure instant (ISO) and its stop's time zone. */
  departsAt: string;
  timeZone: string;
  seat: string | null;
}

/** 'Fri, Nov 27, 2026' and '6:45 AM' in the boarding stop's zone ('ven. 27 nov. 2026' and '6 h 45' in French). */
export function printedDeparture(iso: string, timeZone: string, t: MailTexts = mailTexts('en')): { date: string; time: string } {
  return { date: t.format.passDate(iso, timeZone), time: t.format.passTime(iso, timeZone) };
}

/** The signed token a pass's QR code carries. */
export function passToken(secret: string, sheet: PassSheet): Promise<string> {
  return signBoardingPass(secret, {
    pnr: sheet.pnr,
    ticketId: sheet.ticketId,
    tripId: sheet.tripId,
    direction: sheet.direction,
    issuedAt: sheet.checkedInAt,
  });
}

/** One PDF (one page) per passenger, in the order given, in the language of `t`. */
export async function renderPasses(secret: string, sheets: PassSheet[], t: MailTexts = mailTexts('en')): Promise<Uint8Array[]> {
  return Promise.all(
    sheets.map(async (sheet) => {
      const { date, time } = printedDeparture(sheet.departsAt, sheet.timeZone, t);
      return renderBoardingPass({
        passengerName: sheet.passengerName,
        pnr: sheet.pnr,
        fromStop: sheet.fromStop,
        toStop: sheet.toStop,
        departureDate: date,
        departureTime: time,
        seat: sheet.seat,
        direction: sheet.direction,
        token: await passToken(secret, sheet),
        texts: t,
      });
    }),
  );
}

/** The passes bound into one document, a page each, titled as the first. */
export async function bindPasses(pdfs: Uint8Array[], t: MailTexts = mailTexts('en')): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const bound = await PDFDocument.create({ updateMetadata: false });
  for (const bytes of pdfs) {
    const single = await PDFDocument.load(bytes, { updateMetadata: false });
    if (bound.getPageCount() === 0) {
      bound.setTitle(single.getTitle() ?? t.pass.boundTitle);
      bound.setAuthor('Landline');
      bound.setCreator('Landline');
      bound.setLanguage(t.locale);
    }
    for (const page of await bound.copyPages(single, single.getPageIndices())) bound.addPage(page);
  }
  return bound.save();
}
