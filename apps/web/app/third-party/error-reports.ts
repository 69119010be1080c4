// The browser's side of the error-reporting adapter (decision 253): uncaught errors, unhandled
// rejections and the errors the app's error page shows go to settings' error_reporting_dsn.
// Off unless the server names one: nothing is sent, and nothing is asked before an error.
import { errorEnvelope, maskedPath, reportTarget, type ReportTarget } from '@landline/shared/error-report';
import { readSettings } from '../lib/settings';
import { queryClient } from '../lib/query-client';

/** At most this many reports from one page: a loop of errors must not become a flood. */
const PAGE_REPORTS_MAX = 20;

let where: Promise<{ target: ReportTarget; release: string } | null> | undefined;
let sent = 0;

/** Where reports go, from the settings every page shares (read once; null: reporting is off). */
function destination() {
  where ??= queryClient.fetchQuery({ queryKey: ['settings'], queryFn: ({ signal }) => readSettings(signal), staleTime: Infinity }).then(
    (settings) => {
      const dsn = settings.third_party.error_reporting_dsn;
      const target = dsn ? reportTarget(dsn) : null;
      return target ? { target, release: settings.build_version } : null;
    },
    () => null,
  );
  return where;
}

/** Reports one error in the background (nothing when reporting is off). */
export function reportError(error: unknown): void {
  const path = maskedPath(window.location.pathname);
  const at = new Date();
  void destination().then((to) => {
    if (to && ++sent <= PAGE_REPORTS_MAX) send(to.target, to.release, error, path, at);
  });
}

let installed = false;

/** Listens for uncaught errors and unhandled rejections, once. */
export function installErrorReports(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}

function send(target: ReportTarget, release: string, error: unknown, where: string, at: Date): void {
  const known = error instanceof Error;
  const body = errorEnvelope(
    {
      platform: 'javascript',
      type: known ? error.name : 'Error',
      message: known ? error.message : String(error),
      stack: known ? error.stack : undefined,
      where,
      release,
      at,
    },
    crypto.randomUUID().replaceAll('-', ''),
  );
  // text/plain: a simple request (no preflight), which Sentry-compatible collectors take.
  void fetch(target.endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
