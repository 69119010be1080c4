import { describe, expect, it } from 'vitest';
import { charterQuoteSchema, corporateQuoteSchema } from '@landline/shared/schemas';
import { charterQuoteBody, corporateQuoteBody } from './schemas';

// The quote forms hold what was typed, as text; the API takes a body's counts as JSON numbers
// only (decision 236), so the bodies the forms send must pass the API's own schemas.

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 970 555 0100', message: '', website: '' };

describe('the bodies the quote forms send', () => {
  it('send the corporate form’s trips a month as a number the API takes', () => {
    const body = corporateQuoteBody({ ...contact, company: 'Acme', city: 'Fort Collins', travelers_per_month: ' 25 ' }, 'token');
    expect(body.travelers_per_month).toBe(25);
    expect(corporateQuoteSchema.safeParse(body).success).toBe(true);
  });

  it('send the charter form’s passengers as a number the API takes', () => {
    const values = {
      ...contact,
      organization: '',
      trip_date: '2027-03-01',
      from: 'Fort Collins',
      to: 'Denver',
      passengers: '40',
      round_trip: true,
    };
    const body = charterQuoteBody(values, 'token');
    expect(body.passengers).toBe(40);
    expect(charterQuoteSchema.safeParse(body).success).toBe(true);
  });
});
