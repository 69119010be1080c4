import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'react-router';
import { REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { formatPrice } from '@landline/shared/money';
import { bookingHomePath, hasTwin } from '../i18n/lang';
import { useLang, useLangPath, useLocale, useTranslation } from '../i18n/react';
import { flagOf, useSettings } from '../lib/settings';
import { useProfile } from './queries';

/**
 * The profile menu of a logged-in user (section 2): Book Trip, My Trips, My Profile, Refer A
 * Friend ($20), Logout (and Mile History). Headless UI Menu: a menu button with arrow-key,
 * Home/End, type-ahead and Escape handling. On a French page it speaks French; the account pages
 * exist in English only, and their links say so (hreflang).
 */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const lp = useLangPath();
  const locale = useLocale();
  const englishOnly = (to: string) => (lang !== 'en' && !hasTwin(to) ? 'en' : undefined);
  const profile = useProfile();
  const settings = useSettings();
  // Shown until the settings say the referral flag is off.
  const referral = !settings.data || flagOf(settings.data, 'referral');
  const first = profile.data?.first_name?.trim() || t('account.fallbackName');
  const initial = first.charAt(0).toUpperCase();
  return (
    <Menu as="div" className="account-menu">
      <MenuButton className="account-menu__button" data-testid="account-menu">
        <span className="account-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="sr-only">{`${t('account.menu')} `}</span>
        <span className="account-menu__name">{first}</span>
        <svg className="account-menu__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </MenuButton>
      <MenuItems className="account-menu__items" modal={false}>
        <MenuItem>
          <Link to={bookingHomePath(lang)} className="account-menu__item">
            {t('header.bookTrip')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={lp('/trips')} className="account-menu__item">
            {t('header.myTrips')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={lp('/profile')} hrefLang={englishOnly('/profile')} className="account-menu__item">
            {t('header.myProfile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={lp('/miles')} hrefLang={englishOnly('/miles')} className="account-menu__item">
            {t('account.miles')}
          </Link>
        </MenuItem>
        {referral ? (
          <MenuItem>
            <Link to={lp('/referral')} hrefLang={englishOnly('/referral')} className="account-menu__item">
              {/* The reward in running text: '$20' (English), '20 $ US' (French). */}
              {t('account.referral', { amount: formatPrice(REFERRAL_REWARD_CENTS, 'USD', locale) })}
            </Link>
          </MenuItem>
        ) : null}
        <MenuSeparator className="account-menu__separator" />
        <MenuItem>
          <Link to={lp('/logout')} className="account-menu__item">
            {t('account.logOut')}
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
