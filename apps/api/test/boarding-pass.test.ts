// The boarding pass's building blocks: the signed token refuses what is not a genuine,
// current pass, and the PDF carries the text and a QR code that scans back to the token.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { ManualClock } from '../src/clock/clock.js';
import { TokenSigner } from '../src/http/tokens.js';
import { PASS_VALID_S, signBoardingPass, verifyBoardingPass, type BoardingPass } from '../src/boarding/pass-token.js';
import { PAGE_SIZE, QR_QUIET_MODULES, qrSquares, renderBoardingPass, type BoardingPassInput } from '../src/boarding/pass-pdf.js';
import { mailTexts } from '../src/mail/texts/index.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ISSUED = new Date('2026-11-26T18:00:00Z');
const PASS: BoardingPass = { pnr: 'KX7M2Q', ticketId: 48213, tripId: 90817, direction: 1, issuedAt: ISSUED };
const later = (seconds: number) => new Date(ISSUED.getTime() + seconds * 1000);

/** The token with its payload replaced: a forger's edit that keeps header and signature. */
function withPayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('boarding-pass token', () => {
  it('verifies the pass it signed, issue time kept to the second', async () => {
    const token = await signBoardingPass(SECRET, { ...PASS, issuedAt: new Date(ISSUED.getTime() + 750) });
    expect(await verifyBoardingPass(SECRET, token, later(60))).toEqual({ ok: true, pass: PASS });
    const ret = await signBoardingPass(SECRET, { ...PASS, direction: 2 });
    expect(await verifyBoardingPass(SECRET, ret, later(60))).toMatchObject({ ok: true, pass: { direction: 2 } });
  });

  it('is good until PASS_VALID_S after issue, then expired', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    expect((await verifyBoardingPass(SECRET, token, later(PASS_VALID_S - 1))).ok).toBe(true);
    expect(await verifyBoardingPass(SECRET, token, later(PASS_VALID_S + 1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload as altered', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    const other = withPayload(token, (c) => (c.k = PASS.ticketId + 1));
    expect(await verifyBoardingPass(SECRET, other, later(60))).toEqual({ ok: false, reason: 'altered' });
    // A later expiry written in is no way round the expiry either.
    const extended = withPayload(token, (c) => (c.exp = (c.exp as number) + 30 * 24 * 3600));
    expect(await verifyBoardingPass(SECRET, extended, later(PASS_VALID_S + 60))).toEqual({ ok: false, reason: 'altered' });
  });

  it('refuses a token with one character of its payload changed as altered', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    const start = token.indexOf('.') + 1;
    const at = start + 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await verifyBoardingPass(SECRET, changed, later(60))).toEqual({ ok: false, reason: 'altered' });
  });

  it('refuses a pass signed with another secret as altered', async () => {
    const token = await signBoardingPass('another-secret-of-at-least-32-characters', PASS);
    expect(await verifyBoardingPass(SECRET, token, later(60))).toEqual({ ok: false, reason: 'altered' });
  });

  it('refuses what is not a token of ours as malformed', async () => {
    const unsigned = `${Buffer.from('{"alg":"none","typ":"bp+jwt"}').toString('base64url')}.${Buffer.from('{"r":"KX7M2Q"}').toString('base64url')}.`;
    for (const garbage of ['', 'hello', 'a.b.c', '...', 'eyJ.eyJ.x', 'https://example.com/KX7M2Q', unsigned]) {
      expect(await verifyBoardingPass(SECRET, garbage, later(60))).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('never takes an accounts token for a pass, nor a pass for an accounts token', async () => {
    const accounts = new TokenSigner(SECRET, new ManualClock(later(60)));
    const access = await accounts.access('a-user-id', 'a-family');
    expect(await verifyBoardingPass(SECRET, access, later(60))).toEqual({ ok: false, reason: 'malformed' });
    const refresh = (await accounts.refresh('a-user-id', 'a-family')).token;
    expect(await verifyBoardingPass(SECRET, refresh, later(60))).toEqual({ ok: false, reason: 'malformed' });
    const pass = await signBoardingPass(SECRET, PASS);
    expect(await accounts.verify(pass, 'access')).toBeNull();
  });

  it('never throws on bad input and never accepts a changed token', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        expect((await verifyBoardingPass(SECRET, text, later(60))).ok).toBe(false);
      }),
    );
    // Header and payload: the signature's last character can change without changing its bytes.
    const signed = token.lastIndexOf('.');
    await fc.assert(
      fc.asyncProperty(fc.nat(signed - 1), fc.string({ minLength: 1, maxLength: 1 }), async (at, char) => {
        fc.pre(char !== token[at]);
        const changed = token.slice(0, at) + char + token.slice(at + 1);
        expect((await verifyBoardingPass(SECRET, changed, later(60))).ok).toBe(false);
      }),
    );
  });

  it('refuses to sign a pass it would not accept', async () => {
    await expect(signBoardingPass(SECRET, { ...PASS, ticketId: 0 })).rejects.toThrow();
    await expect(signBoardingPass(SECRET, { ...PASS, pnr: '' })).rejects.toThrow();
  });
});

const INPUT: BoardingPassInput = {
  passengerName: 'Zoë Ångström',
  pnr: 'KX7M2Q',
  fromStop: 'Fort Collins Harmony Transportation Center',
  toStop: 'Denver International Airport',
  departureDate: 'Fri, Nov 27, 2026',
  departureTime: '6:45 AM',
  seat: '12B',
  direction: 1,
  token: '',
  texts: mailTexts('en'),
};

/** The first page's content stream, inflated (pdf-lib compresses it). */
async function firstPage(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const ops = streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
  return { doc, page, ops };
}

/** WinAnsi is Latin-1 but for 0x80–0x9F, of which these tests print two (Node decodes windows-1252 as Latin-1). */
const WIN_ANSI_EXTRA: Record<string, string> = { '\x85': '…', '\x96': '–' };

/** The strings drawn with the standard fonts: hex WinAnsi strings shown with Tj. */
const textsOf = (ops: string) =>
  [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
    Buffer.from(m[1], 'hex')
      .toString('latin1')
      .replace(/[\x85\x96]/g, (c) => WIN_ANSI_EXTRA[c]),
  );

/** The QR code as drawn: the matrix of the `re` squares (only the code is drawn with `re`). */
function drawnMatrix(ops: string): number[][] {
  const squares = [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 4).map(Number));
  const cell = squares[0][2];
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.max(...squares.map(([, y]) => y + cell));
  const cells = squares.map(([x, y]) => [Math.round((top - y - cell) / cell), Math.round((x - left) / cell)]);
  const size = Math.max(...cells.flat()) + 1;
  const matrix = Array.from({ length: size }, () => Array<number>(size).fill(0));
  for (const [row, col] of cells) matrix[row][col] = 1;
  return matrix;
}

const matrixOf = (token: string) => {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? 1 : 0)),
  );
};

/** Paints the matrix, quiet zone included, 4 pixels a module, for a QR reader. */
function scan(matrix: number[][]): string | undefined {
  const px = 4;
  const side = (matrix.length + 2 * QR_QUIET_MODULES) * px;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((cols, row) =>
    cols.forEach((dark, col) => {
      if (!dark) return;
      for (let dy = 0; dy < px; dy++) {
        for (let dx = 0; dx < px; dx++) {
          const at = ((row + QR_QUIET_MODULES) * px + dy) * side + (col + QR_QUIET_MODULES) * px + dx;
          rgba.fill(0, at * 4, at * 4 + 3);
        }
      }
    }),
  );
  return jsQR(rgba, side, side)?.data;
}

describe('boarding-pass PDF', () => {
  it('renders one 4x6-inch page with the pass, titled with the booking reference', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    const { doc, page, ops } = await firstPage(await renderBoardingPass({ ...INPUT, token }));
    expect(doc.getPageCount()).toBe(1);
    expect(page.getSize()).toEqual({ width: PAGE_SIZE[0], height: PAGE_SIZE[1] });
    expect(PAGE_SIZE).toEqual([288, 432]);
    expect(doc.getTitle()).toContain('KX7M2Q');
    expect(doc.getSubject()).toContain('KX7M2Q');
    const texts = textsOf(ops);
    for (const text of [
      'Landline',
      'DEPART',
      'Zoë Ångström',
      'KX7M2Q',
      INPUT.fromStop,
      INPUT.toStop,
      INPUT.departureDate,
      '6:45 AM',
      '12B',
    ]) {
      expect(texts).toContain(text);
    }
  });

  it('says RETURN and Any seat when told', async () => {
    const { ops } = await firstPage(await renderBoardingPass({ ...INPUT, direction: 2, seat: null, token: 'x' }));
    expect(textsOf(ops)).toEqual(expect.arrayContaining(['RETURN', 'Any seat']));
    expect(textsOf(ops)).not.toContain('DEPART');
  });

  it('draws a QR code that is the token’s and scans back to it', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    const { ops } = await firstPage(await renderBoardingPass({ ...INPUT, token }));
    const drawn = drawnMatrix(ops);
    expect(drawn).toEqual(matrixOf(token));
    expect(scan(drawn)).toBe(token);
  });

  it('lays the modules out row 0 at the top, inside the quiet zone', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    const box = { x: 40, y: 30, size: 200 };
    const { cell, squares } = qrSquares(token, box);
    const expected = matrixOf(token);
    expect(cell).toBeCloseTo(box.size / (expected.length + 2 * QR_QUIET_MODULES));
    const margin = QR_QUIET_MODULES * cell - 1e-9;
    for (const s of squares) {
      expect(s.x).toBeGreaterThanOrEqual(box.x + margin);
      expect(s.x + cell).toBeLessThanOrEqual(box.x + box.size - margin);
      expect(s.y).toBeGreaterThanOrEqual(box.y + margin);
      expect(s.y + cell).toBeLessThanOrEqual(box.y + box.size - margin);
    }
    // The top-left finder pattern's corner sits at the top left of the inner box.
    expect(squares[0]).toMatchObject({ row: 0, col: 0 });
    expect(squares[0].x).toBeCloseTo(box.x + QR_QUIET_MODULES * cell);
    expect(squares[0].y + cell).toBeCloseTo(box.y + box.size - QR_QUIET_MODULES * cell);
    const laid = expected.map((cols) => cols.map(() => 0));
    for (const s of squares) laid[s.row][s.col] = 1;
    expect(laid).toEqual(expected);
  });

  it('prints what WinAnsi cannot encode as ?, without throwing', async () => {
    const bytes = await renderBoardingPass({ ...INPUT, passengerName: '李小龙 Zoe\u0308 🚌\nLee', token: 'x' });
    const { doc, ops } = await firstPage(bytes);
    expect(textsOf(ops)).toContain('??? Zoë ? Lee');
    // The metadata is UTF-16 and keeps the stops as given.
    const stops = await renderBoardingPass({ ...INPUT, fromStop: '北京站', token: 'x' });
    expect((await PDFDocument.load(stops)).getSubject()).toContain('北京站');
    expect(doc.getPageCount()).toBe(1);
  });

  it('shrinks, then cuts, a stop name too long for the line', async () => {
    const long = 'Minneapolis–Saint Paul International Airport Terminal 2 Humphrey, Door 4 Ground Transportation Center';
    const { ops } = await firstPage(await renderBoardingPass({ ...INPUT, toStop: long, token: 'x' }));
    const cut = textsOf(ops).find((t) => t.startsWith('Minneapolis–Saint Paul'));
    expect(cut).toMatch(/…$/);
    expect(cut!.length).toBeLessThan(long.length);
  });

  it('renders the same pass to the same bytes', async () => {
    const token = await signBoardingPass(SECRET, PASS);
    expect(await renderBoardingPass({ ...INPUT, token })).toEqual(await renderBoardingPass({ ...INPUT, token }));
  });
});
