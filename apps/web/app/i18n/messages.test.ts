import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  HOLD_MESSAGES,
  INPUT_MESSAGES,
  PASSENGER_MESSAGES,
  PICKUP_MESSAGES,
  REFUND_MESSAGES,
} from '@landline/shared/messages';
import { describeParty, nameLettersMessage } from '@landline/shared/passengers';
import { frenchMessage, messages } from './catalog/fr';

// A French page shows the messages it is handed in English (the server's, the schemas') in French
// (decision 267): whole, or with their blanks filled in again in French.

describe('a message handed over in English, on a French page', () => {
  it('reads its French text', () => {
    expect(frenchMessage(HOLD_MESSAGES.soldOut)).toBe(messages.hold.soldOut);
    expect(frenchMessage(HOLD_MESSAGES.soldOut)).not.toBe(HOLD_MESSAGES.soldOut);
  });

  it('keeps a number put in its blank', () => {
    const english = INPUT_MESSAGES.tooLong.replace('{max}', '60');
    expect(frenchMessage(english)).toBe(messages.input.tooLong.replace('{max}', '60'));
    expect(frenchMessage(CART_MESSAGES.bagsMax.replace('{max}', '2'))).toContain('2');
  });

  it('puts a field’s label in French', () => {
    expect(frenchMessage(nameLettersMessage('first_name'))).toBe(messages.passenger.nameLetters.replace(':attribute', 'prénom'));
    expect(frenchMessage(CART_MESSAGES.fieldRequired.replace(':attribute', 'City'))).toBe(
      messages.cart.fieldRequired.replace(':attribute', 'ville'),
    );
    expect(frenchMessage(PICKUP_MESSAGES.required.replace(':attribute', 'Arrival time'))).not.toMatch(/Arrival|required/);
  });

  it('says the party in French', () => {
    const english = PASSENGER_MESSAGES.partyDiffers.replace('{party}', describeParty({ adults: 2, children: 1, infants: 0 }));
    expect(frenchMessage(english)).toBe(messages.passenger.partyDiffers.replace('{party}', '2 adultes et 1 enfant'));
  });

  it('says a refund line of one direction in French', () => {
    const english = REFUND_MESSAGES.ofWay.replace('{label}', REFUND_MESSAGES.landline_ticket).replace('{way}', REFUND_MESSAGES.departure);
    expect(english).toBe('Landline fare (departure)');
    expect(frenchMessage(english)).toBe('Tarif Landline (aller)');
  });

  it('leaves a text it does not know as it came', () => {
    expect(frenchMessage('Something nobody wrote')).toBe('Something nobody wrote');
  });
});
