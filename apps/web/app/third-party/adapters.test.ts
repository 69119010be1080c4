import { describe, expect, it } from 'vitest';
import { pixelAddress, scriptsToLoad } from './adapters';

const NONE = {
  tag_manager_url: null,
  analytics_url: null,
  ad_pixel_url: null,
  consent_url: null,
  lead_capture_url: null,
  error_reporting_dsn: null,
};
const ALL = {
  tag_manager_url: 'https://tags.example/gtm.js?id=GTM-1',
  analytics_url: 'https://stats.example/landline.js',
  ad_pixel_url: 'https://pixel.example/ping',
  consent_url: 'https://consent.example/cmp.js',
  lead_capture_url: 'https://leads.example/capture.js',
  error_reporting_dsn: null,
};

describe('third-party scripts', () => {
  it('loads nothing by default', () => {
    expect(scriptsToLoad(NONE, { leadCapture: true })).toEqual([]);
  });

  it('loads the consent manager first, and the lead-capture script on partner pages only', () => {
    expect(scriptsToLoad(ALL, { leadCapture: true })).toEqual([
      ALL.consent_url,
      ALL.tag_manager_url,
      ALL.analytics_url,
      ALL.lead_capture_url,
    ]);
    expect(scriptsToLoad(ALL, { leadCapture: false })).toEqual([ALL.consent_url, ALL.tag_manager_url, ALL.analytics_url]);
    // The pixel is pinged, never loaded as a script.
    expect(scriptsToLoad({ ...NONE, ad_pixel_url: ALL.ad_pixel_url }, { leadCapture: true })).toEqual([]);
  });

  it('sends an event to the pixel in its query, keeping the configured one', () => {
    const url = new URL(pixelAddress('https://pixel.example/ping?account=42', 'aircanada_book_now', { from: 'YHM', note: 'a&b' }));
    expect(url.origin + url.pathname).toBe('https://pixel.example/ping');
    expect(Object.fromEntries(url.searchParams)).toEqual({ account: '42', event: 'aircanada_book_now', from: 'YHM', note: 'a&b' });
  });
});
