import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('reservations/depart', 'routes/reservations.depart.tsx'),
  route('reservations/return', 'routes/reservations.return.tsx'),
  route('reservations/summary', 'routes/reservations.summary.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
