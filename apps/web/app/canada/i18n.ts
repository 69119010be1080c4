// The Canada pages' translations (decision 224): one i18next instance per language, made on
// first use (no detection: the address names the language), so the server renders the right
// language and the browser takes the page over with the very same text. Only the Canada route
// modules import this.
import { createInstance, type i18n, type TFunction } from 'i18next';
import { en, type CanadaMessages } from './messages/en';
import type { Lang } from './paths';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: CanadaMessages };
  }
}

// English is bundled with these pages; French is fetched for the French pages only (decision 267):
// by their loader on the server, and before hydration or a navigation in the browser (page-texts.ts).
const MESSAGES: Partial<Record<Lang, CanadaMessages>> = { en };
let french: Promise<void> | null = null;

/** Brings a language's texts (once); English is always here. */
export function loadCanadaLang(lang: Lang): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  return (french ??= import('./messages/fr').then(
    (m) => {
      MESSAGES.fr = m.fr;
    },
    (error: unknown) => {
      french = null;
      throw error;
    },
  ));
}

const instances = new Map<Lang, i18n>();

/** The (shared, never changing) i18next instance of a language. */
export function canadaI18n(lang: Lang): i18n {
  const kept = instances.get(lang);
  if (kept) return kept;
  // French is loaded before a French page renders; English stands in (and is not kept) should it not be.
  const texts = MESSAGES[lang];
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: texts ?? en } },
    // Resources are in memory: init finishes before it returns, on the server and in the browser.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  if (texts) instances.set(lang, instance);
  return instance;
}

/** The translate function of a language, outside React (meta tags, loaders). */
export const translator = (lang: Lang): TFunction => canadaI18n(lang).t;
