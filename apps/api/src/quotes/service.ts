// Corporate-travel and charter quote requests (decision 223): the forms are ours. A
// request is checked like any input, refused when it looks automated (a hidden field filled, a
// form sent within QUOTE_MIN_FILL_MS of being shown, a token not ours), kept once per form shown,
// and mailed to the requester and to sales in the same transaction (the outbox).

import { randomBytes } from 'node:crypto';
import { addDays, todayIn } from '@landline/shared/dates';
import { QUOTE_MESSAGES as Q } from '@landline/shared/messages';
import {
  QUOTE_MIN_FILL_MS,
  quoteSchemas,
  type CharterQuote,
  type CorporateQuote,
  type QuoteAnswer,
  type QuoteKind,
} from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { parseInput, ValidationError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import { FORM_TOKEN_TTL_MS, formTokenIssuedAt, issueFormToken, quoteFormKey } from './form-token.js';
import { quoteCopyMail, quoteSalesMail, type QuoteMailInput } from './mail.js';
import { insertQuoteOnce } from './queries.js';

export interface QuoteDeps {
  db: Db;
  /** The app secret the form key is derived from. */
  secret: string;
  salesEmail: string;
  /** When a form was shown and sent (too quick, expired), and which charter dates are past. */
  clock: Clock;
}

/** Charter dates are read in the home region's time (our first stops are in Colorado). */
const HOME_ZONE = 'America/Denver';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_ATTEMPTS = 5;

const newReference = () => `QR-${Array.from(randomBytes(6), (b) => LETTERS[b % LETTERS.length]).join('')}`;

/** The kind's own answers, and all of them labelled as the form labels them, for the mails. */
function answersOf(
  kind: QuoteKind,
  q: CorporateQuote | CharterQuote,
): { details: Record<string, unknown>; labelled: QuoteMailInput['answers'] } {
  const contact: QuoteMailInput['answers'] = [
    ['Name', q.name],
    ['E-mail', q.email],
    ['Phone', q.phone],
  ];
  const message: QuoteMailInput['answers'] = q.message ? [['Message', q.message]] : [];
  if (kind === 'corporate') {
    const c = q as CorporateQuote;
    return {
      details: { company: c.company, city: c.city, travelers_per_month: c.travelers_per_month },
      labelled: [
        ['Company', c.company],
        ...contact,
        ['Travels from', c.city],
        ['Trips a month', String(c.travelers_per_month)],
        ...message,
      ],
    };
  }
  const c = q as CharterQuote;
  return {
    details: {
      organization: c.organization,
      trip_date: c.trip_date,
      from: c.from,
      to: c.to,
      passengers: c.passengers,
      round_trip: c.round_trip,
    },
    labelled: [
      ...contact,
      ...(c.organization ? ([['Organization', c.organization]] as QuoteMailInput['answers']) : []),
      ['Date', c.trip_date],
      ['From', c.from],
      ['To', c.to],
      ['Passengers', String(c.passengers)],
      ['Round trip', c.round_trip ? 'Yes' : 'No'],
      ...message,
    ],
  };
}

export class QuoteService {
  private readonly key: Buffer;

  constructor(private readonly deps: QuoteDeps) {
    this.key = quoteFormKey(deps.secret);
  }

  /** GET v2/quotes/form/: the token of a form shown now. */
  form(): { form_token: string } {
    return { form_token: issueFormToken(this.key, this.deps.clock.now().getTime()) };
  }

  /** POST v2/quotes/{kind}/: checks, keeps once and mails a quote request. */
  async request(kind: QuoteKind, body: unknown): Promise<QuoteAnswer> {
    const quote = parseInput(quoteSchemas[kind], body) as CorporateQuote | CharterQuote;
    const at = this.deps.clock.now();
    const now = at.getTime();
    const issued = formTokenIssuedAt(this.key, quote.form_token);
    if (issued === null || issued > now) throw new ValidationError({ form_token: [Q.refused] });
    if (now - issued < QUOTE_MIN_FILL_MS) throw new ValidationError({ form_token: [Q.tooQuick] });
    if (now - issued > FORM_TOKEN_TTL_MS) throw new ValidationError({ form_token: [Q.formExpired] });
    if (kind === 'charter' && (quote as CharterQuote).trip_date < addDays(todayIn(HOME_ZONE, at), 1)) {
      throw new ValidationError({ trip_date: [Q.dateInvalid] });
    }
    const { details, labelled } = answersOf(kind, quote);
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await inTransaction(this.deps.db, async (tx) => {
          const kept = await insertQuoteOnce(tx, {
            reference: newReference(),
            kind,
            formToken: quote.form_token,
            name: quote.name,
            email: quote.email,
            phone: quote.phone,
            details,
            message: quote.message,
            createdAt: at,
          });
          // Sent twice (a double click, a retry): kept and mailed once, answered the same.
          if (kept.inserted) {
            const mail = { reference: kept.row.reference, kind, name: quote.name, email: quote.email, answers: labelled };
            await enqueueMail(tx, quoteCopyMail(mail));
            await enqueueMail(tx, quoteSalesMail(mail, this.deps.salesEmail));
          }
          return kept.row;
        });
        return { detail: Q.thanks, reference: row.reference };
      } catch (error) {
        // Two references alike (1 in a billion): draw again.
        if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }
}
