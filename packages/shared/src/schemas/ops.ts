import { z } from 'zod';
import { STAFF_MESSAGES as S } from '../messages/staff.js';
import { passwordMeetsRules, isPlainText } from '../rules.js';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, staffPasswordMessage } from '../staff.js';
import { numeric, plainText } from './inputs.js';
import { tripSchema } from './trips.js';

// The operations console's calls (issue 31, decision 276): staff sign-in with a second factor,
// set-up links, staff accounts and the audit log.

const staffPassword = z
  .string({ error: staffPasswordMessage })
  .min(STAFF_PASSWORD_MIN, { error: staffPasswordMessage })
  .max(128, { error: staffPasswordMessage })
  .refine(passwordMeetsRules, { error: staffPasswordMessage })
  .refine(isPlainText, { error: staffPasswordMessage });

const staffEmail = z
  .string({ error: S.badCredentials })
  .trim()
  .toLowerCase()
  .max(254, { error: S.badCredentials })
  .pipe(z.email({ error: 'Enter an e-mail address.' }));

/** A TOTP code (6 digits) or a recovery code (`abcd-efgh-jkmn-pqrs`): spaces and case are forgiven. */
const secondFactorCode = z
  .string({ error: S.codeRequired })
  .trim()
  .min(6, { error: S.codeRequired })
  .max(32, { error: S.codeRequired })
  .regex(/^[0-9A-Za-z -]+$/, { error: S.codeRequired });

export const opsLoginSchema = z.object({
  email: staffEmail,
  password: z.string({ error: S.badCredentials }).min(1, { error: S.badCredentials }).max(128, { error: S.badCredentials }),
  code: secondFactorCode,
});

export const opsSetupSchema = z.object({ password: staffPassword, code: secondFactorCode });

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: S.roleRequired });

export const staffMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** When the session ends at the latest (it also ends after 30 idle minutes). */
  session_expires_at: z.string(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const opsSetupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** The TOTP secret in base32, to type into an authenticator by hand. */
  secret: z.string(),
  /** The same as an `otpauth://` address, which the page shows as a QR code. */
  otpauth_uri: z.string(),
});
export type OpsSetupInfo = z.infer<typeof opsSetupInfoSchema>;

export const opsSetupDoneSchema = z.object({
  /** Shown once: each signs in once when the phone is lost. */
  recovery_codes: z.array(z.string()),
  staff: staffMeSchema,
});
export type OpsSetupDone = z.infer<typeof opsSetupDoneSchema>;

export const staffInviteSchema = z.object({
  email: staffEmail,
  name: plainText(80, { required: S.nameRequired }).trim().min(1, { error: S.nameRequired }),
  role: staffRoleSchema,
});

export const staffChangeSchema = z
  .object({
    role: staffRoleSchema.optional(),
    /** true disables the account (its sessions end); false enables it again. */
    disabled: z.boolean({ error: 'disabled is true or false.' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, { error: 'Send a role or disabled.' });

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** invited: the set-up link has not been used; active: signs in; disabled: cannot. */
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.array(staffMemberSchema);

export const staffInvitedSchema = z.object({
  staff: staffMemberSchema,
  /** The one-time set-up link to hand over (also mailed to the address). */
  setup_url: z.string(),
  setup_expires_at: z.string(),
});
export type StaffInvited = z.infer<typeof staffInvitedSchema>;

const isoInstant = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-11-29T08:00:00Z.' });

export const auditQuerySchema = z.object({
  actor: plainText(80).optional(),
  action: plainText(80).optional(),
  target: plainText(120).optional(),
  since: isoInstant.optional(),
  until: isoInstant.optional(),
  /** The next page: entries older than this id. */
  before: numeric(z.number({ error: 'before is an entry id.' }).int().positive()).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  /** The staff member's name and e-mail address, when the actor is one. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next_before: z.number().nullable() });

// ---- An agent's bookings (decision 281) -------------------------------------------------------

export const bookingSearchSchema = z.object({
  q: plainText(120, { required: 'Type a booking reference, a last name, an e-mail address or a phone number.' })
    .trim()
    .min(2, { error: 'Type at least 2 characters.' }),
});

export const bookingMatchSchema = z.object({
  pnr: z.string(),
  state: z.string(),
  lead: z.string(),
  email: z.string(),
  /** The first departure, ISO. */
  departs_at: z.string().nullable(),
  /** The same, as the clock reads at its stop: local date (YYYY-MM-DD) and time (HH:MM). */
  departure_date: z.string().nullable(),
  departure_time: z.string().nullable(),
  route: z.string(),
});
export type BookingMatch = z.infer<typeof bookingMatchSchema>;
export const bookingMatchesSchema = z.array(bookingMatchSchema);

export const bookingDeskSchema = z.object({
  /** The trip as the traveller sees it in My Trips. */
  trip: tripSchema,
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    member_email: z.string().nullable(),
    /** Where the confirmation went: the address given at payment. */
    payer_email: z.string().nullable(),
  }),
  mails: z.array(
    z.object({
      to: z.string(),
      kind: z.string(),
      subject: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.string(),
      /** A member of staff's name and e-mail ("Anna Agent <anna@…>"), else null. */
      actor_name: z.string().nullable(),
      action: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type BookingDesk = z.infer<typeof bookingDeskSchema>;

const reason = plainText(500, { required: 'Say why, in a few words.' }).trim().min(3, { error: 'Say why, in a few words.' });

export const resendSchema = z.object({ reason });

export const agentCancelSchema = z.object({
  reason,
  /** 1 the departure, 2 the return; absent: the whole trip. */
  segment: z.union([z.literal(1), z.literal(2)], { error: 'segment is 1 or 2.' }).optional(),
});
