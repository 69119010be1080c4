import { useQuery } from '@tanstack/react-query';
import type { FeatureFlag } from '@landline/shared/constants';
import type { Settings } from '@landline/shared/schemas';
import { request } from './api';
import { useIdleOnce } from './idle';

/** GET settings/: the feature flags and the third parties' settings, for the whole app. */
export const readSettings = (signal?: AbortSignal) => request<Settings>('settings/', { signal });

/**
 * GET settings/, once per visit (the flags do not change while a page is open). `afterIdle`: not
 * asked for before the browser has been idle once, for a part on every page that can wait (the
 * third parties), so that no request is made in the task that takes a page over (issue 33).
 */
export function useSettings({ afterIdle = false }: { afterIdle?: boolean } = {}) {
  const idle = useIdleOnce();
  return useQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => readSettings(signal),
    staleTime: Infinity,
    enabled: !afterIdle || idle,
  });
}

/** A feature flag's value; false until the settings have arrived (and when they cannot be read). */
export function flagOf(settings: Settings | undefined, name: FeatureFlag): boolean {
  return settings?.flags.find((f) => f.name === name)?.value === true;
}

export function useFlag(name: FeatureFlag, options?: { afterIdle?: boolean }): boolean {
  return flagOf(useSettings(options).data, name);
}
