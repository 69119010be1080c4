// Links and wording both legal documents use.
import { SUPPORT_EMAIL } from '../content/constants';
import type { InlineLink } from '../content/types';
import { grouped } from '../lib/english';

export const HELP_CENTER: InlineLink = { text: 'Help Center', to: '/contact' };
export const SUPPORT_MAIL: InlineLink = { text: SUPPORT_EMAIL, to: `mailto:${SUPPORT_EMAIL}` };
export const PRIVACY: InlineLink = { text: 'Privacy Policy', to: '/privacy-policy' };
export const TERMS: InlineLink = { text: 'Terms and Conditions', to: '/terms-and-conditions' };
/** "… our Help Center or at support@…": the runs after "through our ". */
export const CONTACT_LINKS = [HELP_CENTER, ' or at ', SUPPORT_MAIL] as const;

/** A whole-dollar amount as "$75,000". */
export function usd(amount: number): string {
  return `$${grouped(amount)}`;
}
