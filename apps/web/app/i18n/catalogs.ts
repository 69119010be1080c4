// The booking app's catalogues by language (decision 267). English's shell and search texts are
// bundled with the shell; the booking pages' English is a chunk of its own, and French another,
// each fetched before a page that needs it renders (the root loader on the server, entry.client
// before hydration, the root's client middleware before a navigation; `useTranslation` waits for
// a namespace that is still missing), so a public page downloads neither.
import type { Catalog, Namespace } from './catalog/en';
import { search } from './catalog/en/search';
import { shell } from './catalog/en/shell';
import { englishPath, langOfPath, type Lang } from './lang';
import { translate, type AnyNamespaceT, type TFunction, type Tree } from './translate';

export interface LoadedLang {
  readonly lang: Lang;
  /** Whether the namespace's texts are here (else `load()` brings them). */
  readonly has: (ns: Namespace) => boolean;
  /** Brings every namespace of the language. */
  readonly load: () => Promise<LoadedLang>;
  /** A namespace's translate function (the same function at every call; it reads the texts when called). */
  readonly t: <NS extends Namespace>(ns: NS) => TFunction<NS>;
  /** A message handed over in English (the server's, the shared schemas'), in this language. */
  readonly message: (text: string) => string;
}

function make(lang: Lang, texts: Partial<Catalog>, load: () => Promise<LoadedLang>, message: (text: string) => string): LoadedLang {
  const made = new Map<Namespace, TFunction<Namespace>>();
  const t = <NS extends Namespace>(ns: NS): TFunction<NS> => {
    let fn = made.get(ns);
    if (!fn) made.set(ns, (fn = (key, options) => translate(lang, (texts[ns] ?? {}) as Tree, key, options)));
    return fn as TFunction<NS>;
  };
  return { lang, has: (ns) => ns in texts, load, t, message };
}

const englishTexts: Partial<Catalog> = { shell, search };
let englishBooking: Promise<LoadedLang> | null = null;

/** The English catalogue: its shell and search texts at once, the booking pages' once loaded. */
export const english: LoadedLang = make(
  'en',
  englishTexts,
  () =>
    (englishBooking ??= import('./catalog/en/booking').then(
      (m) => {
        Object.assign(englishTexts, m.booking);
        return english;
      },
      (error: unknown) => {
        englishBooking = null;
        throw error;
      },
    )),
  (text) => text,
);

let french: Promise<LoadedLang> | null = null;
let frenchLoaded: LoadedLang | null = null;

function loadFrench(): Promise<LoadedLang> {
  return (french ??= import('./catalog/fr').then(
    (m) => {
      frenchLoaded = make('fr', m.fr, () => french!, m.frenchMessage);
      return frenchLoaded;
    },
    (error: unknown) => {
      // A chunk that did not arrive (offline a moment) is asked for again next time.
      french = null;
      throw error;
    },
  ));
}

/** The language's catalogue when it has been fetched already (English always has its shell texts). */
export const loadedLang = (lang: Lang): LoadedLang | undefined => (lang === 'en' ? english : (frenchLoaded ?? undefined));

/** The language's whole catalogue, fetched once (one promise per language, so React's `use` can wait on it). */
export const loadLang = (lang: Lang): Promise<LoadedLang> => (lang === 'en' ? english.load() : loadFrench());

/** The pages that show the booking texts: the booking path, My Trips, and buying miles (the card form). */
const BOOKING_TEXTS = /^\/(reservations|passengers|seats|pickupDetails|payments|trips|miles)(\/|$)/;

/** Brings what a page needs before it renders: French for a French page, the booking texts for a booking page. */
export function loadForPage(pathname: string): Promise<LoadedLang> | null {
  const lang = langOfPath(pathname);
  if (lang === 'fr') return loadFrench();
  return BOOKING_TEXTS.test(englishPath(pathname)) ? english.load() : null;
}

/** An address's translate function outside React (meta tags, clientLoaders); English until French has loaded. */
export function translatorOf(pathname: string): AnyNamespaceT {
  const current = loadedLang(langOfPath(pathname)) ?? english;
  return (key, options) => current.t(options.ns)(key, options);
}
