import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { errorMessages, fieldErrors } from './errors';

describe('errorMessages (booking-app.md section 8 order)', () => {
  it('prefers non_field_errors over detail and validation_error', () => {
    expect(errorMessages({ detail: 'D', non_field_errors: ['N1', 'N2'], validation_error: { a: ['V'] } })).toEqual(['N1']);
  });

  it('shows detail before serializer and validation errors', () => {
    expect(errorMessages({ detail: 'Not here.', validation_error: { a: ['V'] } })).toEqual(['Not here.']);
  });

  it('joins serializer_error messages', () => {
    expect(errorMessages({ serializer_error: { a: ['one'], b: ['two'] } })).toEqual(['one two']);
  });

  it('gives the first message of each field of a validation_error', () => {
    expect(errorMessages({ validation_error: { departure_date: ['In the past.', 'Other'], dep_to: ['Unknown.'] } })).toEqual([
      'In the past.',
      'Unknown.',
    ]);
  });

  it('falls back to the raw payload, or the generic failure when there is none', () => {
    expect(errorMessages({ odd: 1 })).toEqual(['{"odd":1}']);
    expect(errorMessages(null)).toEqual([GENERIC_MESSAGES.failure]);
  });
});

describe('fieldErrors (server field errors next to the fields)', () => {
  it('gives the first message per field of a validation_error', () => {
    expect(fieldErrors({ validation_error: { email: ['Taken.', 'Other'], preferred_airport: 'XYZ is not a valid choise' } })).toEqual({
      email: 'Taken.',
      preferred_airport: 'XYZ is not a valid choise',
    });
  });

  it('reads nested messages and ignores other payloads', () => {
    expect(fieldErrors({ validation_error: { gender: { id: ['Gender is required'] } } })).toEqual({ gender: 'Gender is required' });
    expect(fieldErrors({ detail: 'No.' })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors('text')).toEqual({});
  });
});
