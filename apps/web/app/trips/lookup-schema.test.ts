import { describe, expect, it } from 'vitest';
import { TRIP_MESSAGES } from '@landline/shared/messages';
import { pnrParamSchema } from '@landline/shared/schemas';
import { lookupFieldErrors, lookupSchema, PNR_FORMAT_MESSAGE } from './lookup-schema';

describe('trip lookup form', () => {
  it('takes the reference as the API does: trimmed, any case, with the API’s message', () => {
    for (const typed of [' abc234 ', 'ABC234', 'abc23', 'abc2345', 'abc 23', '', 'ÄBC234']) {
      const api = pnrParamSchema.safeParse({ pnr: typed });
      const form = lookupSchema.safeParse({ last_name: 'Hopper', pnr: typed });
      expect(form.success, typed).toBe(api.success);
      if (api.success && form.success) expect(form.data.pnr).toBe(api.data.pnr);
      if (!api.success) {
        expect(api.error.issues[0].message).toBe(PNR_FORMAT_MESSAGE);
        expect(form.error?.issues[0].message).toBe(PNR_FORMAT_MESSAGE);
      }
    }
  });

  it('needs a last name, trimmed', () => {
    const blank = lookupSchema.safeParse({ last_name: '   ', pnr: 'ABC234' });
    expect(blank.error?.issues[0].message).toBe(TRIP_MESSAGES.lastNameRequired);
    expect(lookupSchema.parse({ last_name: '  hopper ', pnr: ' abc234' })).toEqual({ last_name: 'hopper', pnr: 'ABC234' });
  });
});

describe('the lookup’s server errors (section 5, decision 238)', () => {
  it('shows each field error as FIELD: message, the field by its label', () => {
    expect(lookupFieldErrors({ validation_error: { pnr: [PNR_FORMAT_MESSAGE] } })).toEqual([`Booking reference: ${PNR_FORMAT_MESSAGE}`]);
    expect(lookupFieldErrors({ validation_error: { last_name: ['Too long'], other: ['Odd'] } })).toEqual([
      'Last name: Too long',
      'other: Odd',
    ]);
  });

  it('leaves answers without field errors to their own message', () => {
    expect(lookupFieldErrors({ detail: TRIP_MESSAGES.notFound })).toEqual([]);
  });
});
