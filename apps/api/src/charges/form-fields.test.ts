import { describe, expect, it } from 'vitest';
import { parseFormFields } from './form-fields.js';

describe('parseFormFields', () => {
  it('reads the bracket notation the stripe client writes into nested fields and arrays', () => {
    const text =
      'amount=4200&currency=usd&confirm=true&metadata[payment_key]=pay_1&payment_method_data[type]=card' +
      '&payment_method_data[card][token]=tok_visa&payment_method_types[0]=card&expand[0]=latest_charge&description=Landline%20booking';
    expect(parseFormFields(text)).toEqual({
      amount: '4200',
      currency: 'usd',
      confirm: 'true',
      metadata: { payment_key: 'pay_1' },
      payment_method_data: { type: 'card', card: { token: 'tok_visa' } },
      payment_method_types: ['card'],
      expand: ['latest_charge'],
      description: 'Landline booking',
    });
  });

  it('reads encoded brackets and quotes, and skips names that are not bracket notation', () => {
    expect(parseFormFields("query=metadata%5B'payment_key'%5D%3A'pay_1'&a%5Bb%5D=c&bad]=x")).toEqual({
      query: "metadata['payment_key']:'pay_1'",
      a: { b: 'c' },
    });
  });
});
