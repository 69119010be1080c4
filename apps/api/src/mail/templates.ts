// Transactional mail: each message as HTML and plain text. Values are escaped; links are built
// from the site's own origin only.

import { MEMBER_DISCOUNT_PERCENT, REFERRAL_REWARD_CENTS, TIERS } from '@landline/shared/constants';
import { formatPrice } from '@landline/shared/money';
import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { mailTexts } from './texts/index.js';

// The welcome mail's figures, from the constants the site uses (tiers, discount, referral credit).
const [, SILVER, GOLD, PLATINUM] = TIERS;
const PERKS = `every ride counts toward ${SILVER.name} (${SILVER.rides} rides), ${GOLD.name} (${GOLD.rides}) and ${PLATINUM.name} (${PLATINUM.rides}), with ${MEMBER_DISCOUNT_PERCENT}% off every booking from ${SILVER.name} on.`;
const REFERRAL = `Invite friends from your referral page: you both get ${formatPrice(REFERRAL_REWARD_CENTS)} in store credit after their first trip.`;

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file as text (a calendar), or base64 with `encoding` (a boarding pass PDF). */
  content: string;
  encoding?: 'base64';
}

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Why an account's mail comes: the footer of mails sent to members about their account. */
export const BECAUSE_OF_ACCOUNT = 'You receive this e-mail because of your Landline account.';

/** Why a booking's mail comes, to a guest or a member alike: a guest has no account (decision 238). */
export const becauseOfBooking = (pnr: string, language: Language = 'en') => mailTexts(language).common.becauseOfBooking(pnr);

/**
 * The frame of every mail; `why` is the footer's reason for writing (default: the account), in
 * `language` (a booking's mail speaks the booking's, issue 29; the account mails are English).
 */
export function layout(title: string, body: string, why: string = BECAUSE_OF_ACCOUNT, language: Language = 'en'): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#12203a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 24px">Landline</p>${body}
<p style="font-size:12px;color:#5a6478;margin-top:32px">${escapeHtml(mailTexts(language).common.brand)} · ${escapeHtml(why)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#f5b82e;color:#12203a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#5a6478">Or copy this link into your browser:<br>${escapeHtml(href)}</p>`;
}

export function activationMail(to: string, firstName: string, link: string): Mail {
  const subject = 'Confirm your e-mail address';
  return {
    kind: 'activation',
    to,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(firstName)},</p><p>Welcome aboard! Please confirm your e-mail address so we can reach you about your trips.</p>${button(link, 'Confirm my e-mail')}<p>The link works for 7 days.</p>`,
    ),
    text: `Hi ${firstName},\n\nWelcome aboard! Please confirm your e-mail address so we can reach you about your trips:\n\n${link}\n\nThe link works for 7 days.\n\nLandline airport shuttles`,
  };
}

/** A staff member's one-time link to set up their console account (issue 31). */
export function staffSetupMail(to: string, name: string, link: string, validHours: number): Mail {
  const subject = 'Set up your Landline operations account';
  return {
    kind: 'staff-setup',
    to,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(name)},</p><p>An administrator gave you an account on the Landline operations console. Choose your password and link an authenticator app:</p>${button(link, 'Set up my account')}<p>The link works once, for ${validHours} hours.</p>`,
    ),
    text: `Hi ${name},\n\nAn administrator gave you an account on the Landline operations console. Choose your password and link an authenticator app:\n\n${link}\n\nThe link works once, for ${validHours} hours.\n\nLandline airport shuttles`,
  };
}

export function recoveryMail(to: string, firstName: string, link: string): Mail {
  const subject = 'Choose a new password';
  return {
    kind: 'recovery',
    to,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Landline account. If it was you, choose a new password:</p>${button(link, 'Choose a new password')}<p>The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    ),
    text: `Hi ${firstName},\n\nSomeone asked to reset the password of your Landline account. If it was you, choose a new password:\n\n${link}\n\nThe link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.\n\nLandline airport shuttles`,
  };
}

export function welcomeMail(to: string, firstName: string, siteUrl: string): Mail {
  const subject = 'Welcome to Landline and Penguin Perks';
  return {
    kind: 'welcome',
    to,
    subject,
    html: layout(
      subject,
      `<p>Hi ${escapeHtml(firstName)},</p><p>Your e-mail is confirmed and your Penguin Perks membership is active: ${PERKS}</p><p>${REFERRAL}</p>${button(siteUrl, 'Book a trip')}`,
    ),
    text: `Hi ${firstName},\n\nYour e-mail is confirmed and your Penguin Perks membership is active: ${PERKS}\n\n${REFERRAL}\n\nBook a trip: ${siteUrl}\n\nLandline airport shuttles`,
  };
}

export function newsletterConfirmMail(to: string, confirmLink: string, unsubscribeLink: string): Mail {
  const subject = 'Confirm your Landline newsletter subscription';
  return {
    kind: 'newsletter-confirm',
    to,
    subject,
    html: layout(
      subject,
      `<p>Please confirm that you want schedule news, deals and Penguin Perks offers from Landline at this address.</p>${button(confirmLink, 'Yes, subscribe me')}<p>If you did not ask for it, ignore this e-mail and you will hear nothing more from us.</p><p style="font-size:12px"><a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>`,
      'You receive this e-mail because this address was given to the Landline newsletter sign-up.',
    ),
    text: `Please confirm that you want schedule news, deals and Penguin Perks offers from Landline at this address:\n\n${confirmLink}\n\nIf you did not ask for it, ignore this e-mail and you will hear nothing more from us.\n\nUnsubscribe: ${unsubscribeLink}\n`,
  };
}
