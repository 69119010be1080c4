// The boarding pass as a one-page 4x6-inch PDF: who rides, where and when, and the QR
// code of the signed pass token. Pure: every string comes in formatted (dates and times in the
// stop's zone are the caller's business), its labels in the booking's language too (issue 29:
// the mail texts' `pass`), and the same input gives the same bytes.

import QRCode from 'qrcode';
import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

export interface BoardingPassInput {
  passengerName: string;
  pnr: string;
  fromStop: string;
  toStop: string;
  /** As printed, e.g. 'Fri, Nov 27, 2026', in the departure stop's zone. */
  departureDate: string;
  /** As printed, e.g. '6:45 AM'. */
  departureTime: string;
  /** null when no seat was chosen. */
  seat: string | null;
  /** 1 departure, 2 return. */
  direction: 1 | 2;
  /** The signed pass token (pass-token.ts) the QR code carries. */
  token: string;
  /** The pass's words in the booking's language, and that language's locale (the document's language). */
  texts: PassTexts;
}

/** What a pass says besides its values (mail/texts: `pass`, and `locale`). */
export interface PassTexts {
  locale: string;
  pass: {
    ways: Record<1 | 2, string>;
    heading: string;
    passenger: string;
    from: string;
    to: string;
    date: string;
    time: string;
    seat: string;
    reference: string;
    anySeat: string;
    footer: string;
    title: (pnr: string) => string;
    subject: (way: string, pnr: string, from: string, to: string, date: string, time: string) => string;
  };
}

/** 4x6 inches, portrait: the size of a label printer's sheet and of a phone screen. */
export const PAGE_SIZE: [number, number] = [4 * 72, 6 * 72];

/** White modules around the code, as the QR standard asks, so a scanner finds its edges. */
export const QR_QUIET_MODULES = 4;

/** M recovers about 15% of the code: a crease or a smudge on a printed pass still scans. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

const MARGIN = 18;

export interface QrSquare {
  row: number;
  col: number;
  x: number;
  y: number;
}

/**
 * The dark modules of the token's QR code as squares in a `size`-point box whose lower-left corner
 * is (x, y), quiet zone included. Row 0 is the top: PDF's y axis points up.
 */
export function qrSquares(token: string, box: { x: number; y: number; size: number }): { cell: number; squares: QrSquare[] } {
  const { modules } = QRCode.create(token, QR_OPTIONS);
  const cell = box.size / (modules.size + 2 * QR_QUIET_MODULES);
  const top = box.y + box.size - QR_QUIET_MODULES * cell;
  const squares: QrSquare[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      squares.push({ row, col, x: box.x + (QR_QUIET_MODULES + col) * cell, y: top - (row + 1) * cell });
    }
  }
  return { cell, squares };
}

export async function renderBoardingPass(input: BoardingPassInput): Promise<Uint8Array> {
  // Loaded at the first pass, not with the server: 3.2 MB of an idle server's heap (decision 310).
  const pdf = await import('pdf-lib');
  const { PDFDocument, rgb, StandardFonts } = pdf;
  const INK = rgb(0, 0, 0);
  const MUTED = rgb(0.38, 0.38, 0.38);
  const WHITE = rgb(1, 1, 1);
  // No dates in the metadata: the same pass renders to the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const t = input.texts.pass;
  const direction = t.ways[input.direction];
  doc.setTitle(t.title(input.pnr));
  doc.setSubject(t.subject(direction, input.pnr, input.fromStop, input.toStop, input.departureDate, input.departureTime));
  doc.setAuthor('Landline');
  doc.setCreator('Landline');
  doc.setLanguage(input.texts.locale);

  const page = doc.addPage(PAGE_SIZE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = PAGE_SIZE;
  const inner = width - 2 * MARGIN;
  const draw = (text: string, x: number, y: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(text, { x, y, size, font, color });
  /** A small grey label over its value, the value shrunk or cut to fit `w`. */
  const field = (label: string, value: string, x: number, y: number, w: number, size: number) => {
    draw(encodable(regular, label), x, y, 7, regular, MUTED);
    const fitted = fitText(bold, value, w, size);
    draw(fitted.text, x, y - fitted.size - 3, fitted.size, bold);
  };

  let y = height - MARGIN - 16;
  draw('Landline', MARGIN, y, 20, bold);
  const tagWidth = bold.widthOfTextAtSize(direction, 11) + 14;
  page.drawRectangle({ x: width - MARGIN - tagWidth, y: y - 5, width: tagWidth, height: 20, color: INK });
  draw(direction, width - MARGIN - tagWidth + 7, y + 1, 11, bold, WHITE);
  draw(encodable(regular, t.heading), MARGIN, (y -= 14), 8, regular, MUTED);
  page.drawLine({ start: { x: MARGIN, y: y - 8 }, end: { x: width - MARGIN, y: y - 8 }, thickness: 0.75, color: MUTED });

  field(t.passenger, input.passengerName, MARGIN, (y -= 22), inner, 15);
  field(t.from, input.fromStop, MARGIN, (y -= 32), inner, 12);
  field(t.to, input.toStop, MARGIN, (y -= 28), inner, 12);
  const gap = 8;
  const [dateW, timeW] = [116, 60];
  field(t.date, input.departureDate, MARGIN, (y -= 28), dateW, 11);
  field(t.time, input.departureTime, MARGIN + dateW + gap, y, timeW, 11);
  field(t.seat, input.seat ?? t.anySeat, MARGIN + dateW + timeW + 2 * gap, y, inner - dateW - timeW - 2 * gap, 11);
  field(t.reference, input.pnr, MARGIN, (y -= 28), inner, 16);

  // The code takes what is left between the reference and the footer line.
  const footer = encodable(regular, t.footer);
  draw(footer, (width - regular.widthOfTextAtSize(footer, 8)) / 2, MARGIN, 8, regular, MUTED);
  const qrBottom = MARGIN + 12;
  const qrSize = Math.min(inner, y - 28 - qrBottom);
  drawQr(pdf, page, input.token, { x: (width - qrSize) / 2, y: qrBottom, size: qrSize });

  return doc.save();
}

/** One path of squares filled once: no hairline seams between neighbouring modules. */
function drawQr(pdf: typeof PdfLib, page: PDFPage, token: string, box: { x: number; y: number; size: number }): void {
  const { cell, squares } = qrSquares(token, box);
  page.pushOperators(
    pdf.pushGraphicsState(),
    pdf.setFillingRgbColor(0, 0, 0),
    ...squares.map((s) => pdf.rectangle(s.x, s.y, cell, cell)),
    pdf.fill(),
    pdf.popGraphicsState(),
  );
}

const MIN_TEXT_SIZE = 9;

/** The text in the font's encoding, shrunk toward MIN_TEXT_SIZE and then cut with '…' to fit `maxWidth`. */
function fitText(font: PDFFont, text: string, maxWidth: number, size: number): { text: string; size: number } {
  let fitted = encodable(font, text);
  while (size > MIN_TEXT_SIZE && font.widthOfTextAtSize(fitted, size) > maxWidth) size -= 0.5;
  if (font.widthOfTextAtSize(fitted, size) <= maxWidth) return { text: fitted, size };
  while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}…`, size) > maxWidth) fitted = fitted.slice(0, -1);
  return { text: `${fitted.trimEnd()}…`, size };
}

/**
 * The standard fonts encode WinAnsi only: 'Zoë' prints, a Chinese name would make pdf-lib throw.
 * Such characters print as '?' (the pass is still good: the code carries the booking), and line
 * breaks and tabs as spaces, since each field is one line.
 */
function encodable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  let out = '';
  // NFC first: 'e' + combining diaeresis is encodable once composed into 'ë'.
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    out += /\s/.test(char) ? ' ' : charset.has(code) ? char : '?';
  }
  return out;
}
