// The booking app's translate function (decision 267): a key of a feature's catalogue, its
// {{values}} filled in, its plural chosen by Intl.PluralRules. The catalogues are written in
// i18next's format (nested keys, {{value}}, key_one / key_other, <tag> markup for Trans), and
// the Canada pages' messages too (decision 302); this module does only what the app uses of it, in
// about 1 KB, because i18next and react-i18next would add 24 KB to every page's first load
// (the home page's budget is 150 KB; docs/performance.md).
import type { en, Namespace } from './catalog/en';
import type { Lang } from './lang';

export type Tree = { readonly [key: string]: string | readonly string[] | Tree };

type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key of a catalogue: the dotted path of each text, a plural's without its suffix (lists apart). */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of a catalogue whose value is a list of texts. */
export type ListLeaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends readonly string[]
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : ListLeaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type KeyOf<NS extends Namespace> = Leaves<(typeof en)[NS]>;

/** The values a text fills in; `count` also chooses its plural. */
export type TOptions = { readonly count?: number; readonly [value: string]: unknown };

/** A namespace's translate function. */
export type TFunction<NS extends Namespace = Namespace> = (key: KeyOf<NS>, options?: TOptions) => string;

/** A translate function that names the namespace at each call (route meta, outside React). */
export type AnyNamespaceT = <NS extends Namespace>(key: KeyOf<NS>, options: TOptions & { readonly ns: NS }) => string;

type Node = string | readonly string[] | Tree;

function lookUp(tree: Tree, key: string): Node | undefined {
  let node: Node | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** The list of texts at a key (an empty list when there is none). */
export function translateList(texts: Tree, key: string): readonly string[] {
  const found = lookUp(texts, key);
  return Array.isArray(found) ? found : [];
}

const fillIn = (text: string, options: TOptions | undefined): string =>
  options ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole)) : text;

/** The text of a key in one namespace of a language, or the key itself when it has none (as i18next does). */
export function translate(lang: Lang, texts: Tree, key: string, options?: TOptions): string {
  const count = options?.count;
  let found: Node | undefined;
  if (typeof count === 'number') {
    found =
      (count === 0 ? lookUp(texts, `${key}_zero`) : undefined) ??
      lookUp(texts, `${key}_${pluralRules(lang).select(count)}`) ??
      lookUp(texts, `${key}_other`);
  }
  found ??= lookUp(texts, key);
  return typeof found === 'string' ? fillIn(found, options) : key;
}

const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
  let made = rules.get(lang);
  if (!made) rules.set(lang, (made = new Intl.PluralRules(lang)));
  return made;
}
