import type { Path } from 'react-hook-form';
import {
  CONNECTION_GUARANTEE_PRICE_CENTS,
  DOOR_TO_DOOR_CITIES,
  DOOR_TO_DOOR_PASSENGERS_PER_SERVICE,
  EXTRA_BAG_PRICE_CENTS,
  type ProductCategory,
} from '@landline/shared/cart';
import { DOOR_TO_DOOR_PRICE_CENTS, MAX_BAGS_PER_CUSTOMER } from '@landline/shared/constants';
import { formatMoney } from '@landline/shared/money';
import type { AddItemInput, Cart } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { SelectField, TextField } from '../components/form/fields';
import { useLocale, useTranslation } from '../i18n/react';
import { useLocalizedSchemaForm, useRequired } from './i18n';
import { bagCustomersLeft } from './lines';
import { bagsFormSchema, connectionFormSchema, doorFormSchema, type BagsForm, type ConnectionForm, type DoorForm } from './schemas';

// The extras of the payment page (sections 2, 3, 5 and 9; prices: decision 196): checked bags,
// the connection guarantee and door-to-door. Each form adds one item through add_item; the
// server prices it and answers the cart, which the price summary shows.

export type AddItem = (category: ProductCategory, body: AddItemInput) => Promise<Cart>;

const counts = (max: number) => Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Server errors of add_item name `data.<field>`; the forms name them without the prefix. */
function dataAliases<T extends Record<string, unknown>>(fields: Record<string, Path<T>>): Record<string, Path<T>> {
  return Object.fromEntries(Object.entries(fields).map(([server, form]) => [`data.${server}`, form]));
}

export function BagsPanel({ cart, seated, addItem }: { cart: Cart; seated: number; addItem: AddItem }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const price = formatMoney(EXTRA_BAG_PRICE_CENTS, 'USD', locale);
  const left = bagCustomersLeft(cart, seated);
  const { field, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<BagsForm>({
    schema: bagsFormSchema,
    defaultValues: { customers: String(Math.max(1, left)), bags: '2' },
    order: ['customers', 'bags'],
    aliases: { quantity: 'customers', 'item.quantity': 'customers', 'data.baggage_amount': 'bags' },
    async submit(values) {
      await addItem('baggage', { item: { quantity: Number(values.customers) }, data: { baggage_amount: Number(values.bags) } });
    },
  });
  return (
    <section className="extra" aria-labelledby="extra-bags">
      <h2 id="extra-bags" className="extra__title">
        {t('bags.title')}
      </h2>
      <p className="extra__lead">{t('bags.lead', { price, max: MAX_BAGS_PER_CUSTOMER })}</p>
      {left > 0 ? (
        <form noValidate onSubmit={onSubmit} aria-label={t('bags.form')} className="extra__form">
          <FormAlert messages={formErrors} />
          <div className="account-form__row">
            <SelectField {...field('customers')} id="bags-customers" label={t('bags.passengers')} options={counts(left)} />
            <SelectField
              {...field('bags')}
              id="bags-each"
              label={t('bags.each')}
              options={[
                { value: '1', label: t('bags.one') },
                { value: '2', label: t('bags.two', { price }) },
              ]}
            />
          </div>
          <button type="submit" className="button button--ghost" disabled={submitting}>
            {t('bags.add')}
          </button>
        </form>
      ) : (
        <p className="extra__done">{t('bags.done')}</p>
      )}
    </section>
  );
}

export function ConnectionGuaranteePanel({ seated, firstDate, addItem }: { seated: number; firstDate: string; addItem: AddItem }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const required = useRequired();
  const { field, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<ConnectionForm>({
    // Made with the page's language: its 'is required.' messages name the fields by their labels.
    schema: connectionFormSchema(required),
    defaultValues: {
      airline: '',
      flight_number: '',
      origin: '',
      destination: '',
      departure_date: firstDate,
      departure_time: '',
      passengers: String(seated),
    },
    order: ['airline', 'flight_number', 'origin', 'destination', 'departure_date', 'departure_time', 'passengers'],
    aliases: {
      ...dataAliases<ConnectionForm>({
        airline: 'airline',
        flight_number: 'flight_number',
        origin: 'origin',
        destination: 'destination',
        departure_date: 'departure_date',
        departure_time: 'departure_time',
      }),
      'item.quantity': 'passengers',
    },
    async submit(values, form) {
      const { passengers, ...flight } = values;
      await addItem('connection_guarantee', { item: { quantity: Number(passengers) }, data: flight });
      form.reset({ ...form.getValues(), airline: '', flight_number: '', origin: '', destination: '', departure_time: '' });
    },
  });
  return (
    <section className="extra" aria-labelledby="extra-guarantee">
      <h2 id="extra-guarantee" className="extra__title">
        {t('connection.title')}
      </h2>
      <p className="extra__lead">{t('connection.lead', { price: formatMoney(CONNECTION_GUARANTEE_PRICE_CENTS, 'USD', locale) })}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t('connection.form')} className="extra__form">
        <FormAlert messages={formErrors} />
        <div className="account-form__row">
          <TextField {...field('airline')} id="cg-airline" label={t('fields.airline')} hint={t('connection.airlineHint')} maxLength={3} />
          <TextField {...field('flight_number')} id="cg-flight" label={t('fields.flight_number')} maxLength={8} />
        </div>
        <div className="account-form__row">
          <TextField {...field('origin')} id="cg-origin" label={t('fields.origin')} hint={t('connection.originHint')} maxLength={3} />
          <TextField
            {...field('destination')}
            id="cg-destination"
            label={t('fields.destination')}
            hint={t('connection.destinationHint')}
            maxLength={3}
          />
        </div>
        <div className="account-form__row">
          <TextField {...field('departure_date')} id="cg-date" label={t('fields.departure_date')} type="date" />
          <TextField {...field('departure_time')} id="cg-time" label={t('fields.departure_time')} type="time" />
          <SelectField {...field('passengers')} id="cg-passengers" label={t('connection.passengers')} options={counts(seated)} />
        </div>
        <button type="submit" className="button button--ghost" disabled={submitting}>
          {t('connection.add')}
        </button>
      </form>
    </section>
  );
}

/** The directions' names (catalogue keys), by leg. */
const LEG_LABELS = { 1: 'door.departure', 2: 'door.return' } as const;

export function DoorToDoorPanel({ legs, party, addItem }: { legs: (1 | 2)[]; party: number; addItem: AddItem }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const required = useRequired();
  const { field, formErrors, onSubmit, submitting } = useLocalizedSchemaForm<DoorForm>({
    // Made with the page's language: its 'is required.' messages name the fields by their labels.
    schema: doorFormSchema(required),
    defaultValues: { leg: String(legs[0]), city: DOOR_TO_DOOR_CITIES[0], street_name: '', street_number: '', count: '1' },
    order: ['leg', 'city', 'street_name', 'street_number', 'count'],
    aliases: dataAliases<DoorForm>({
      leg: 'leg',
      city: 'city',
      'street-name': 'street_name',
      'street-number': 'street_number',
      count: 'count',
    }),
    async submit(values) {
      await addItem('door_2_door', {
        data: {
          leg: Number(values.leg),
          city: values.city,
          'street-name': values.street_name,
          'street-number': values.street_number,
          count: Number(values.count),
        },
      });
    },
  });
  return (
    <section className="extra" aria-labelledby="extra-door">
      <h2 id="extra-door" className="extra__title">
        {t('door.title')}
      </h2>
      <p className="extra__lead">
        {t('door.lead', { price: formatMoney(DOOR_TO_DOOR_PRICE_CENTS, 'USD', locale), max: DOOR_TO_DOOR_PASSENGERS_PER_SERVICE })}
      </p>
      <form noValidate onSubmit={onSubmit} aria-label={t('door.form')} className="extra__form">
        <FormAlert messages={formErrors} />
        <div className="account-form__row">
          <SelectField
            {...field('leg')}
            id="d2d-leg"
            label={t('door.direction')}
            options={legs.map((l) => ({ value: String(l), label: t(LEG_LABELS[l]) }))}
          />
          <SelectField
            {...field('city')}
            id="d2d-city"
            label={t('door.city')}
            options={DOOR_TO_DOOR_CITIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <div className="account-form__row">
          <TextField {...field('street_number')} id="d2d-number" label={t('fields.street_number')} autoComplete="off" />
          <TextField {...field('street_name')} id="d2d-street" label={t('fields.street_name')} autoComplete="off" />
          <SelectField {...field('count')} id="d2d-count" label={t('door.passengers')} options={counts(party)} />
        </div>
        <button type="submit" className="button button--ghost" disabled={submitting}>
          {t('door.add')}
        </button>
      </form>
    </section>
  );
}
