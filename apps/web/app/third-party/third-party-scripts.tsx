// Mounted once in the app: loads the third-party adapters the server configured (none by
// default) once the page has come to life, records each page view through `track`, and
// reports the browser's errors when an error-reporting DSN is set.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSettings } from '../lib/settings';
import { loadsLeadCapture } from '../lib/page-handle';
import { loadAdapters, track } from './analytics';
import { installErrorReports } from './error-reports';

export function ThirdPartyScripts() {
  // Asked for once the page is idle: nothing here is needed to take the page over.
  const config = useSettings({ afterIdle: true }).data?.third_party;
  const leadCapture = loadsLeadCapture(useMatches());
  const { pathname } = useLocation();

  useEffect(() => {
    if (config) void loadAdapters(config, { leadCapture });
  }, [config, leadCapture]);

  // The error-reporting adapter (decision 253): the page's uncaught errors, sent only when a DSN is set.
  useEffect(() => installErrorReports(), []);

  const counts = Boolean(config?.analytics_url || config?.ad_pixel_url);
  useEffect(() => {
    if (counts) void track('page_view', { path: pathname });
  }, [counts, pathname]);

  return null;
}
