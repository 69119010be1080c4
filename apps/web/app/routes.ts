import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { cityRoutes } from './cities/city-routes';

export default [
  index('routes/home.tsx'),
  route('book', 'routes/home.tsx', { id: 'routes/book' }),
  route('reservations/depart', 'routes/reservations.depart.tsx'),
  route('reservations/return', 'routes/reservations.return.tsx'),
  route('reservations/summary', 'routes/reservations.summary.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account/register', 'routes/account.register.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('referral', 'routes/referral.tsx'),
  route('password/recovery', 'routes/password.recovery.tsx'),
  route('password/reset/:code?', 'routes/password.reset.tsx'),
  route('password/manage', 'routes/password.manage.tsx'),
  route('activate/:code?/:referralCode?', 'routes/activate.tsx'),
  ...cityRoutes,
  route('penguin-perks', 'routes/content.penguin-perks.tsx'),
  route('faq', 'routes/content.faq.tsx'),
  route('contact', 'routes/content.contact.tsx'),
  route('locations', 'routes/content.locations.tsx'),
  route('pickup-locations', 'routes/content.locations.tsx', { id: 'routes/content.pickup-locations' }),
  route('reserve', 'routes/content.reserve.tsx'),
  route('how-it-works', 'routes/content.how-it-works.tsx'),
  route('motorcoach', 'routes/content.how-it-works.tsx', { id: 'routes/content.motorcoach' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
