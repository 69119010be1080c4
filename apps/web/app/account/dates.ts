// Date of birth: the profile form uses the browser's date field (ISO 'YYYY-MM-DD'), the API
// reads and writes 'MM/DD/YYYY' (booking-app.md section 5: profile save sends MM/DD/YYYY).

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** '1990-05-17' → '05/17/1990'; '' for anything that is not a real calendar date. */
export function isoToUsDate(iso: string | null | undefined): string {
  const m = iso ? ISO.exec(iso.trim()) : null;
  if (!m || !isRealDate(+m[1], +m[2], +m[3])) return '';
  return `${m[2]}/${m[3]}/${m[1]}`;
}

/** '05/17/1990' → '1990-05-17' (the value of an `<input type="date">`); '' when not a real date. */
export function usToIsoDate(us: string | null | undefined): string {
  const m = us ? US.exec(us.trim()) : null;
  if (!m || !isRealDate(+m[3], +m[1], +m[2])) return '';
  return `${m[3]}-${m[1]}-${m[2]}`;
}
