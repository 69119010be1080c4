// The Canada pages' translations (decision 224): one i18next instance per language, made on
// first use from the content sets bundled with these pages (no loading, no detection: the
// address names the language), so the server renders the right language and the browser
// takes the page over with the very same text. Only the Canada route modules import this.
import { createInstance, type i18n, type TFunction } from 'i18next';
import { en, type CanadaMessages } from './messages/en';
import { fr } from './messages/fr';
import type { Lang } from './paths';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: CanadaMessages };
  }
}

export const MESSAGES: Readonly<Record<Lang, CanadaMessages>> = { en, fr };

const instances = new Map<Lang, i18n>();

/** The (shared, never changing) i18next instance of a language. */
export function canadaI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: MESSAGES[lang] } },
      // Resources are bundled: init finishes before it returns, on the server and in the browser.
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** The translate function of a language, outside React (meta tags, loaders). */
export const translator = (lang: Lang): TFunction => canadaI18n(lang).t;
