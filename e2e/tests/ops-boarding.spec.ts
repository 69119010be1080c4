import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { dateFromToday, expect, expectAccessible, test, watchCsp } from './helpers';
import { staffSignedIn } from './ops-helpers';

// Boarding by camera (issue 31, decision 278): a checked-in traveller's boarding pass PDF is
// downloaded, the QR code the PDF draws is painted into a video file, and a Chromium whose camera
// plays that file opens the boarding screen of the driver a dispatcher assigned to the departure:
// the pass reads as valid, a second scan says already boarded, and a scan made offline waits in
// the queue and is answered when the connection returns.

const HOUR_MS = 3_600_000;
const LAST_NAME = 'Coleman';

/** Books and pays the first FTC → DEN coach leaving in one to 23 hours, seated, and checks it in: its reference and departure. */
async function checkedInSoon(request: APIRequestContext): Promise<{ pnr: string; trip: number }> {
  const party = { passengers_adults: 1, passengers_children: 0, passengers_infants: 0 };
  for (const days of [0, 1]) {
    const search = await request.put('/api/bookings/reservation/', {
      data: { dep_from: 'FTC', dep_to: 'DEN', departure_date: dateFromToday(days), ...party },
    });
    expect(search.status(), await search.text()).toBe(200);
    const found = (await search.json()) as {
      uuid: string;
      depart_flights: { availability: number; booking_token: string; segments: { departure_at: string; operator: string }[] }[];
    };
    const soon = found.depart_flights.find((i) => {
      const leaves = Date.parse(i.segments[0].departure_at) - Date.now();
      return i.availability >= 1 && !i.segments.some((s) => s.operator === 'KIWI') && leaves > HOUR_MS && leaves < 23 * HOUR_MS;
    });
    if (!soon) continue;
    const held = await request.put(`/api/bookings/${found.uuid}/itinerary/`, { data: { departure_flight: soon, ...party } });
    expect(held.status(), await held.text()).toBe(200);
    const reservation = (await held.json()) as { pnr: string; cart: { uuid: string } };
    const email = `bessie.${Date.now().toString(36)}@example.com`;
    const saved = await request.put(`/api/bookings/${found.uuid}/passengers/`, {
      data: {
        cart_id: reservation.cart.uuid,
        booking_token: soon.booking_token,
        passengers: [
          {
            title: 'Ms',
            first_name: 'Bessie',
            last_name: LAST_NAME,
            gender: 2,
            date_of_birth: '1982-01-26',
            email,
            phone_number: '+1 970 555 0100',
            passenger_type: 'AD',
            special_requirements: [],
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A seat while held (check-in asks for one on a coach).
    const seatsUrl = `/api/seats/${reservation.pnr}/1/?cart_id=${reservation.cart.uuid}`;
    const seats = (await (await request.get(seatsUrl)).json()) as {
      legs: { rows: ({ code: string; available: boolean; premium: boolean } | null)[][] }[];
    };
    if (seats.legs.length) {
      const free = seats.legs[0].rows.flat().find((c) => c && c.available && !c.premium)!;
      const seated = await request.put(seatsUrl, { data: { passengers: [{ passenger: 0, seats: [{ leg: 0, code: free.code }] }] } });
      expect(seated.status(), await seated.text()).toBe(200);
    }
    const paid = await request.put('/api/cart/check_out/', {
      data: { cart_id: reservation.cart.uuid, payment_data: { holder_name: `Bessie ${LAST_NAME}`, email }, stripe_token: 'tok_visa' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const guest = { lastname: LAST_NAME };
    const checkIn = await request.post(`/api/v2/booking/tickets/${reservation.pnr}/check_in/`, { headers: guest, data: { way: 1 } });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    const trip = (await checkIn.json()) as { trip: { departure: { segments: { trip_id: number | null }[] } } };
    return { pnr: reservation.pnr, trip: trip.trip.departure.segments.find((s) => s.trip_id !== null)!.trip_id! };
  }
  throw new Error('no FTC → DEN coach leaves in the next 23 hours');
}

/** The QR code a pass PDF's first page draws (its modules are the page's only `re` rectangles), as rows of dark modules. */
async function qrModulesOf(pdf: Buffer): Promise<boolean[][]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const ops = streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
  const squares = [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 4).map(Number));
  const cell = squares[0][2];
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y]) => y + cell));
  const cells = squares.map(([x, y]) => [Math.round((top - y - cell) / cell), Math.round((x - left) / cell)]);
  const size = Math.max(...cells.flat()) + 1;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [row, col] of cells) grid[row][col] = true;
  return grid;
}

/**
 * A Y4M video (what Chromium's fake camera plays, looped) of the code on white, as a phone held
 * over the printed pass sees it: 640×480, a few identical frames.
 */
function y4mOf(modules: boolean[][]): Buffer {
  const [width, height] = [640, 480];
  const quiet = 4;
  const px = Math.floor(420 / (modules.length + 2 * quiet));
  const side = modules.length * px;
  const [x0, y0] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules[Math.floor(y / px)][Math.floor(x / px)]) luma[(y0 + y) * width + x0 + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(5).fill(frame)]);
}

test('a driver boards a passenger by scanning the PDF pass with the camera; a second scan says already boarded', async ({
  request,
  baseURL,
  extraHTTPHeaders,
  cspViolations,
}) => {
  const { pnr, trip } = await checkedInSoon(request);
  // The traveller's pass as they download it.
  const pass = await request.get(`/api/v2/booking/tickets/${pnr}/boarding_pass/1/`, { headers: { lastname: LAST_NAME } });
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/pdf');
  const video = path.join(os.tmpdir(), `landline-pass-${randomUUID()}.y4m`);
  fs.writeFileSync(video, y4mOf(await qrModulesOf(await pass.body())));

  // The phone: a browser whose camera films the pass.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      extraHTTPHeaders,
      permissions: ['camera'],
    });
    await watchCsp(context, cspViolations);
    // Boarding is the driver's, on the departures a dispatcher assigned to them (decision 277):
    // the driver signs in on the phone, a dispatcher at the desk assigns them the departure.
    const { email: driverEmail } = await staffSignedIn(context.request, 'driver', 'Dan Driver');
    await staffSignedIn(request, 'dispatcher', 'Dora Dispatcher');
    const drivers = (await (await request.get('/api/ops/drivers/')).json()) as { id: string; email: string }[];
    const driver = drivers.find((d) => d.email === driverEmail)!;
    const assigned = await request.put(`/api/ops/departures/${trip}/drivers/`, { data: { staff_ids: [driver.id] } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // The driver opens their departure's manifest, and its boarding screen from there.
    const page = await context.newPage();
    await page.goto(`/ops/departures/${trip}`);
    await page.getByRole('link', { name: 'Board passengers' }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/departures/${trip}/board$`));
    await expect(page.getByRole('heading', { level: 1, name: /Boarding/ })).toBeVisible();

    const answer = page.locator('.board-result');
    await expect(answer).toHaveAttribute('data-result', 'valid');
    await expect(answer).toContainText('Valid');
    await expect(answer).toContainText(`Bessie ${LAST_NAME}`);
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toContainText('nothing queued');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const next = page.getByRole('button', { name: 'Scan next' });
    const box = (await next.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    await expectAccessible(page, 'the boarding screen, valid');

    // The same pass again: already boarded.
    await next.click();
    await expect(answer).toHaveAttribute('data-result', 'already_boarded');
    await expect(answer).toContainText('Already boarded');
    await expectAccessible(page, 'the boarding screen, already boarded');

    // Without a connection the scan waits on the phone, and is answered once it returns.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Scan next' }).click();
    await expect(page.locator('.board-result--queued')).toContainText('Queued');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText('1 scan queued');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('landline-ops-boarding-queue') ?? '[]').length)).toBe(1);
    await expectAccessible(page, 'the boarding screen, a scan queued');
    await context.setOffline(false);
    await expect(answer).toHaveAttribute('data-result', 'already_boarded');
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toContainText('nothing queued');
    await expect(page.getByRole('region', { name: 'Last scans' }).getByRole('listitem')).toHaveCount(3);
    await context.close();
  } finally {
    await browser.close();
    fs.rmSync(video, { force: true });
  }
});
