import { layout, route } from '@react-router/dev/routes';

// The operations console (issue 31): its own layout, chunks of its own (no traveller page loads
// them), and pages that load their data in the browser with the staff session's cookie.
export const opsRoutes = [
  layout('ops/layout.tsx', [
    route('ops', 'routes/ops.home.tsx'),
    route('ops/login', 'routes/ops.login.tsx'),
    route('ops/setup/:token', 'routes/ops.setup.tsx'),
    route('ops/departures', 'routes/ops.departures.tsx'),
    route('ops/departures/:trip', 'routes/ops.departure.tsx'),
    route('ops/departures/:trip/board', 'routes/ops.departures.board.tsx'),
    route('ops/departures/:trip/disruption', 'routes/ops.departures.disruption.tsx'),
    route('ops/bookings', 'routes/ops.bookings.tsx'),
    route('ops/bookings/:pnr', 'routes/ops.booking.tsx'),
    route('ops/staff', 'routes/ops.staff.tsx'),
    route('ops/audit', 'routes/ops.audit.tsx'),
    route('ops/vouchers', 'routes/ops.vouchers.tsx'),
    route('ops/settings', 'routes/ops.settings.tsx'),
    route('ops/sales', 'routes/ops.sales.tsx'),
    route('ops/claims', 'routes/ops.claims.tsx'),
  ]),
];
