import type { Route } from './+types/canada';
import { CanadaHome } from '../canada/home-page';
import { translator } from '../canada/i18n';
import { canadaHomeLoader } from '../canada/loader';
import { canadaMeta } from '../canada/meta';
import { CANADA_HANDLE } from '../canada/handle';

// The Canada home, in English (/canada) and French (/fr/canada): the address names the language.

export const handle = CANADA_HANDLE;

export function loader(args: Route.LoaderArgs) {
  return canadaHomeLoader(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = translator(loaderData.lang);
  return canadaMeta({ title: t('home.meta.title'), description: t('home.meta.description') }, loaderData.alternates);
}

export default function Canada({ loaderData }: Route.ComponentProps) {
  return <CanadaHome key={loaderData.lang} lang={loaderData.lang} />;
}
