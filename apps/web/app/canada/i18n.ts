// The Canada pages' translations (decisions 224, 302): the messages of each language, read by the
// booking app's own translate function ({{values}}, plurals by Intl.PluralRules; i18next's format),
// so the server renders the right language and the browser takes the page over with the very same
// text. Only the Canada route modules import this.
import { translate, translateList, type Leaves, type ListLeaves, type TOptions, type Tree } from '../i18n/translate';
import { en, type CanadaMessages } from './messages/en';
import type { Lang } from './paths';

/** A text of the Canada messages: its dotted key (a plural's without its suffix). */
export type CanadaKey = Leaves<CanadaMessages>;
/** A list of texts of the Canada messages. */
export type CanadaListKey = ListLeaves<CanadaMessages>;

/** The Canada pages' translate function of one language, and its lists. */
export interface CanadaT {
  (key: CanadaKey, options?: TOptions): string;
  list: (key: CanadaListKey) => readonly string[];
  lang: Lang;
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

const made = new Map<Lang, CanadaT>();

/** The translate function of a language (kept once its texts are here; English stands in until then). */
export function translator(lang: Lang): CanadaT {
  const kept = made.get(lang);
  if (kept) return kept;
  const texts = (MESSAGES[lang] ?? en) as unknown as Tree;
  const t = ((key: CanadaKey, options?: TOptions) => translate(lang, texts, key, options)) as CanadaT;
  t.list = (key) => translateList(texts, key);
  t.lang = lang;
  if (MESSAGES[lang]) made.set(lang, t);
  return t;
}
