// A departure's manifest as a printable PDF (decision 277): US Letter, landscape, the
// departure's figures at the top, then a row per passenger and the door-to-door calls in the
// van's order, over as many pages as it takes, each page numbered. Pure: drawn from the
// manifest's JSON answer, so the paper and the screen say the same; the same input gives the
// same bytes (no dates in the metadata).

import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Manifest } from '@landline/shared/schemas';

/** US Letter, landscape. */
export const MANIFEST_PAGE: [number, number] = [792, 612];

const MARGIN = 36;
const ROW = 15;

export const STATE_LABELS = { booked: 'Booked', checked_in: 'Checked in', boarded: 'Boarded', canceled: 'Canceled' } as const;

interface Column {
  label: string;
  width: number;
}

/** The standard fonts encode WinAnsi only: anything else prints as '?', line breaks as spaces. */
function encodable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) out += /\s/.test(char) ? ' ' : charset.has(char.codePointAt(0)!) ? char : '?';
  return out;
}

/** The text cut with '…' to fit `width` at `size`. */
function fitted(font: PDFFont, text: string, width: number, size: number): string {
  let t = encodable(font, text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

export async function renderManifest(m: Manifest, printed: { printedAt: Date; printedBy: string }): Promise<Uint8Array> {
  // Loaded at the first PDF, not with the server: 3.2 MB of an idle server's heap (decision 310).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const INK = rgb(0, 0, 0);
  const MUTED = rgb(0.35, 0.35, 0.35);
  const RULE = rgb(0.75, 0.75, 0.75);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const d = m.departure;
  const title = `Manifest ${d.route.run_number} ${d.service_date} ${d.departure.time}`;
  doc.setTitle(title);
  doc.setSubject(`${d.route.name}: ${d.origin.name} to ${d.destination.name}`);
  doc.setAuthor('Landline');
  doc.setCreator('Landline');
  doc.setLanguage('en-US');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = MANIFEST_PAGE;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (s: string, x: number, at: number, size: number, font = regular, color = INK, max = width - MARGIN - x) =>
    page.drawText(fitted(font, s, max, size), { x, y: at, size, font, color });
  const newPage = () => {
    page = doc.addPage(MANIFEST_PAGE);
    pages.push(page);
    y = height - MARGIN;
    text(`${d.route.name} · ${d.route.run_number} · ${d.service_date} ${d.departure.time}`, MARGIN, y - 10, 10, bold);
    y -= 26;
  };
  const room = (needed: number) => {
    if (y - needed < MARGIN + 18) newPage();
  };
  const table = (heading: string, columns: Column[], rows: string[][], empty: string) => {
    room(ROW * 3);
    text(heading, MARGIN, y - 12, 12, bold);
    y -= 24;
    const header = () => {
      let x = MARGIN;
      for (const c of columns) {
        text(c.label, x, y - 9, 8, bold, MUTED, c.width - 4);
        x += c.width;
      }
      page.drawLine({ start: { x: MARGIN, y: y - 13 }, end: { x: width - MARGIN, y: y - 13 }, thickness: 0.5, color: RULE });
      y -= ROW + 2;
    };
    header();
    if (!rows.length) {
      text(empty, MARGIN, y - 10, 9, regular, MUTED);
      y -= ROW;
    }
    for (const row of rows) {
      if (y - ROW < MARGIN + 18) {
        newPage();
        header();
      }
      let x = MARGIN;
      row.forEach((cell, i) => {
        text(cell, x, y - 10, 9, i === 1 ? bold : regular, INK, columns[i].width - 4);
        x += columns[i].width;
      });
      y -= ROW;
    }
    y -= 10;
  };

  // The departure.
  newPage();
  y += 26;
  text('Landline departure manifest', MARGIN, y - 18, 18, bold);
  y -= 30;
  text(`${d.route.name} (${d.route.run_number})`, MARGIN, y - 12, 12, bold);
  y -= 18;
  text(
    `${d.origin.name} ${d.departure.date} ${d.departure.time}  to  ${d.destination.name} ${d.arrival.date} ${d.arrival.time}`,
    MARGIN,
    y - 11,
    11,
  );
  y -= 16;
  const drivers = d.drivers.length ? d.drivers.map((x) => x.name).join(', ') : 'none assigned';
  text(`Vehicle: ${d.vehicle.name}, ${d.vehicle.capacity} seats. Drivers: ${drivers}. Departure ${d.trip_id}.`, MARGIN, y - 10, 10);
  y -= 15;
  text(
    `Seats: ${d.seats.sold} sold, ${d.seats.held} held, ${d.seats.free} free. Wheelchair positions: ${d.wheelchairs.sold} sold, ${d.wheelchairs.held} held, ${d.wheelchairs.free} free of ${d.wheelchairs.capacity}. Checked in: ${d.checked_in}. Boarded: ${d.boarded}.`,
    MARGIN,
    y - 10,
    10,
  );
  y -= 24;

  table(
    `Passengers (${m.passengers.filter((p) => p.state !== 'canceled').length})`,
    [
      { label: '#', width: 22 },
      { label: 'NAME', width: 140 },
      { label: 'REFERENCE', width: 64 },
      { label: 'SEAT', width: 36 },
      { label: 'STATE', width: 62 },
      { label: 'BOARDS - ALIGHTS', width: 170 },
      { label: 'NEEDS', width: 116 },
      { label: 'FLIGHTS', width: 110 },
    ],
    m.passengers.map((p, i) => [
      String(i + 1),
      p.name,
      p.pnr,
      p.seat ?? '—',
      STATE_LABELS[p.state],
      `${p.boards_at.name} - ${p.alights_at.name}`,
      [p.wheelchair ? 'Wheelchair position' : '', ...p.special_requirements.map((r) => r.code)].filter(Boolean).join(', ') || '—',
      p.flights.map((f) => f.number).join(', ') || '—',
    ]),
    'No passengers booked.',
  );

  if (m.door_to_door.length || d.route.service_type === 4) {
    table(
      'Door-to-door, in calling order',
      [
        { label: '#', width: 22 },
        { label: 'NAME', width: 120 },
        { label: 'REFERENCE', width: 64 },
        { label: 'CALL', width: 56 },
        { label: 'TIME', width: 40 },
        { label: 'ADDRESS', width: 250 },
        { label: 'RIDERS', width: 44 },
        { label: 'FLIGHT', width: 124 },
      ],
      m.door_to_door.map((s) => [
        String(s.order),
        s.name,
        s.pnr,
        s.kind === 'pick_up' ? 'Pick up' : 'Drop off',
        s.time,
        [s.address.line1, s.address.line2, s.address.city, [s.address.state, s.address.zip_code].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        String(s.riders),
        s.flight ?? '—',
      ]),
      'No door-to-door addresses given yet.',
    );
  }

  const stamp = `Printed ${printed.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by ${printed.printedBy}`;
  pages.forEach((p, i) => {
    p.drawText(encodable(regular, stamp), { x: MARGIN, y: MARGIN - 12, size: 8, font: regular, color: MUTED });
    const n = `Page ${i + 1} of ${pages.length}`;
    p.drawText(n, { x: width - MARGIN - regular.widthOfTextAtSize(n, 8), y: MARGIN - 12, size: 8, font: regular, color: MUTED });
  });
  return doc.save();
}
