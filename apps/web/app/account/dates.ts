// Date of birth: the profile form uses the browser's date field (ISO 'YYYY-MM-DD'), the API
// reads and writes 'MM/DD/YYYY' (the booking spec's section 5: profile save sends MM/DD/YYYY).
import { isIsoDate } from '@landline/shared/dates';

const US = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '1990-05-17' → '05/17/1990'; '' for anything that is not a real calendar date. */
export function isoToUsDate(iso: string | null | undefined): string {
  const date = iso?.trim() ?? '';
  if (!isIsoDate(date)) return '';
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** '05/17/1990' → '1990-05-17' (the value of an `<input type="date">`); '' when not a real date. */
export function usToIsoDate(us: string | null | undefined): string {
  const m = us ? US.exec(us.trim()) : null;
  const iso = m ? `${m[3]}-${m[1]}-${m[2]}` : '';
  return isIsoDate(iso) ? iso : '';
}
