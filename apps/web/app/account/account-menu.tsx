import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'react-router';
import { REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { formatMoney } from '@landline/shared/money';
import { flagOf, useSettings } from '../lib/settings';
import { useProfile } from './queries';

/**
 * The profile menu of a logged-in user (section 2): Book Trip, My Trips, My Profile, Refer A
 * Friend ($20), Logout (and Mile History). Headless UI Menu: a menu button with arrow-key,
 * Home/End, type-ahead and Escape handling.
 */
export function AccountMenu() {
  const profile = useProfile();
  const settings = useSettings();
  // Shown until the settings say the referral flag is off.
  const referral = !settings.data || flagOf(settings.data, 'referral');
  const first = profile.data?.first_name?.trim() || 'Account';
  const initial = first.charAt(0).toUpperCase();
  return (
    <Menu as="div" className="account-menu">
      <MenuButton className="account-menu__button" data-testid="account-menu">
        <span className="account-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="sr-only">Account menu: </span>
        <span className="account-menu__name">{first}</span>
        <svg className="account-menu__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </MenuButton>
      <MenuItems className="account-menu__items" modal={false}>
        <MenuItem>
          <Link to="/" className="account-menu__item">
            Book Trip
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/trips" className="account-menu__item">
            My Trips
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/profile" className="account-menu__item">
            My Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/miles" className="account-menu__item">
            Mile History
          </Link>
        </MenuItem>
        {referral ? (
          <MenuItem>
            <Link to="/referral" className="account-menu__item">
              Refer A Friend ({formatMoney(REFERRAL_REWARD_CENTS).replace('.00', '')})
            </Link>
          </MenuItem>
        ) : null}
        <MenuSeparator className="account-menu__separator" />
        <MenuItem>
          <Link to="/logout" className="account-menu__item">
            Logout
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
