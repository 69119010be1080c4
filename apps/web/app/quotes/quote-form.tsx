import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Path, UseFormRegisterReturn } from 'react-hook-form';
import { CORPORATE_CITIES, QUOTE_MESSAGE_MAX, QUOTE_MIN_FILL_MS } from '@landline/shared/constants';
import type { QuoteAnswer } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { SelectField, TextAreaField, TextField } from '../components/form/fields';
import { useSchemaForm } from '../components/form/use-schema-form';
import { quoteForm, sendQuote } from './api';
import {
  charterFormSchema,
  charterQuoteBody,
  corporateFormSchema,
  corporateQuoteBody,
  type CharterForm,
  type CorporateForm,
} from './schemas';

// The quote forms of /corporate-travel-quote and /charters-quote (decision 223): ours, sent to
// POST v2/quotes/{kind}/ with the token of the form shown (GET v2/quotes/form/), which the API
// uses to refuse a form sent by a robot and to keep a form sent twice once. A hidden field only
// robots fill is sent along. Once sent, the form gives way to the thank-you and its reference.

/**
 * The token of this form, asked for once the page runs in the browser, and a send that waits out
 * the API's QUOTE_MIN_FILL_MS (a browser's autofill can fill a form faster than a person types).
 */
function useFormToken(): { token: string | null; send: <T>(post: (token: string) => Promise<T>) => Promise<T> } {
  const [token, setToken] = useState<string | null>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    let live = true;
    quoteForm().then(
      (answer) => {
        shownAt.current = Date.now();
        if (live) setToken(answer.form_token);
      },
      () => live && setToken(''),
    );
    return () => {
      live = false;
    };
  }, []);
  const send = async <T,>(post: (token: string) => Promise<T>) => {
    const wait = shownAt.current + QUOTE_MIN_FILL_MS + 100 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return post(token ?? '');
  };
  return { token, send };
}

function Sent({ answer }: { answer: QuoteAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="quote-form__sent" role="status" tabIndex={-1}>
      <p>{answer.detail}</p>
      <p>
        Your reference: <strong data-testid="quote-reference">{answer.reference}</strong>
      </p>
    </div>
  );
}

/** The field only robots fill in: out of sight and out of the tab order, named so a person would leave it. */
function Trap({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="quote-form__trap" aria-hidden="true">
      <label htmlFor="quote-website">Leave this field empty</label>
      <input id="quote-website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** What a field of either form takes (useSchemaForm's `field`), for the parts both forms share. */
type SharedField = (name: 'name' | 'email' | 'phone' | 'message' | 'website') => {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** Who asks and how to answer them. */
function Contact({ field }: { field: SharedField }) {
  return (
    <>
      <TextField {...field('name')} id="quote-name" label="Your name" autoComplete="name" />
      <TextField {...field('email')} id="quote-email" label="E-mail" type="email" autoComplete="email" />
      <TextField {...field('phone')} id="quote-phone" label="Phone" type="tel" autoComplete="tel" />
    </>
  );
}

/** The message, and the field only robots fill. */
function Closing({ field }: { field: SharedField }) {
  return (
    <>
      <TextAreaField
        {...field('message')}
        id="quote-message"
        label="Anything else we should know"
        optional
        rows={5}
        maxLength={QUOTE_MESSAGE_MAX}
      />
      <Trap registration={field('website').registration} />
    </>
  );
}

function Frame({
  title,
  formErrors,
  onSubmit,
  submitting,
  ready,
  children,
}: {
  title: string;
  formErrors: string[];
  onSubmit: () => void;
  submitting: boolean;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="quote-form account-form">
      <FormAlert messages={formErrors} />
      {children}
      <button type="submit" className="button button--primary" disabled={submitting || !ready} aria-busy={submitting}>
        {submitting ? 'Sending…' : 'Send my request'}
      </button>
    </form>
  );
}

export function CorporateQuoteForm() {
  const { token, send } = useFormToken();
  const [sent, setSent] = useState<QuoteAnswer | null>(null);
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<CorporateForm>({
    schema: corporateFormSchema,
    defaultValues: { company: '', name: '', email: '', phone: '', city: '', travelers_per_month: '', message: '', website: '' },
    order: ['company', 'name', 'email', 'phone', 'city', 'travelers_per_month', 'message'] as Path<CorporateForm>[],
    async submit(values) {
      setSent(await send((form_token) => sendQuote('corporate', corporateQuoteBody(values, form_token))));
    },
  });
  if (sent) return <Sent answer={sent} />;
  return (
    <Frame title="Tell Us About Your Company" formErrors={formErrors} onSubmit={onSubmit} submitting={submitting} ready={token !== null}>
      <TextField {...field('company')} id="quote-company" label="Company" autoComplete="organization" />
      <Contact field={field} />
      <SelectField
        {...field('city')}
        id="quote-city"
        label="Your team travels from"
        options={[{ value: '', label: 'Choose a city' }, ...CORPORATE_CITIES.map((c) => ({ value: c, label: c }))]}
      />
      <TextField
        {...field('travelers_per_month')}
        id="quote-travelers-per-month"
        label="Airport trips a month, about"
        inputMode="numeric"
      />
      <Closing field={field} />
    </Frame>
  );
}

export function CharterQuoteForm() {
  const { token, send } = useFormToken();
  const [sent, setSent] = useState<QuoteAnswer | null>(null);
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<CharterForm>({
    schema: charterFormSchema,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      organization: '',
      trip_date: '',
      from: '',
      to: '',
      passengers: '',
      round_trip: false,
      message: '',
      website: '',
    },
    order: ['name', 'email', 'phone', 'organization', 'trip_date', 'from', 'to', 'passengers', 'message'] as Path<CharterForm>[],
    async submit(values) {
      setSent(await send((form_token) => sendQuote('charter', charterQuoteBody(values, form_token))));
    },
  });
  if (sent) return <Sent answer={sent} />;
  const roundTrip = field('round_trip');
  return (
    <Frame title="Tell Us About Your Trip" formErrors={formErrors} onSubmit={onSubmit} submitting={submitting} ready={token !== null}>
      <Contact field={field} />
      <TextField {...field('organization')} id="quote-organization" label="Group or organization" optional autoComplete="organization" />
      <TextField {...field('trip_date')} id="quote-trip-date" label="Date of the trip" type="date" />
      <TextField {...field('from')} id="quote-from" label="From" />
      <TextField {...field('to')} id="quote-to" label="To" />
      <TextField {...field('passengers')} id="quote-passengers" label="Passengers" inputMode="numeric" hint="Our coaches seat 35 to 56." />
      <div className="field field--check">
        <input id="quote-round-trip" type="checkbox" {...roundTrip.registration} />
        <label htmlFor="quote-round-trip">We need the coach back as well (round trip)</label>
      </div>
      <Closing field={field} />
    </Frame>
  );
}
