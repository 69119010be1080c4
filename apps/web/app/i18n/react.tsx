// The page's language in React: read from the address, its catalogue given to everything below,
// and the helpers every feature uses to write texts, links, money and dates in it (decision 267).
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  use,
  useCallback,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { Namespace } from './catalog/en';
import { english, loadedLang, loadLang, type LoadedLang } from './catalogs';
import { langOfPath, localeOf, localizePath, type Lang } from './lang';
import type { KeyOf, TFunction, TOptions } from './translate';

const LangContext = createContext<LoadedLang>(english);

/** The page's catalogue for everything below; waits (in a transition) while French is fetched. */
export function LangProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const current = loadedLang(lang) ?? use(loadLang(lang));
  return <LangContext value={current}>{children}</LangContext>;
}

/** A feature's texts in the page's language: `const { t } = useTranslation('seats')`. */
export function useTranslation<NS extends Namespace>(ns: NS): { t: TFunction<NS>; lang: Lang } {
  const current = useContext(LangContext);
  // A namespace not fetched yet (a page the preloading did not foresee): wait for it.
  if (!current.has(ns)) use(current.load());
  return { t: current.t(ns), lang: current.lang };
}

/** The page's language, from its address. */
export const useLang = (): Lang => langOfPath(useLocation().pathname);

/** Intl's locale for the page: pass it to formatMoney, formatDateLabel and the like. */
export const useLocale = (): 'en-US' | 'fr-CA' => localeOf(useLang());

/** Writes a link of this site in the page's language: `lp('/passengers')` is /fr/passengers on a French page. */
export function useLangPath(): (to: string) => string {
  const lang = useLang();
  return useCallback((to: string) => localizePath(lang, to), [lang]);
}

/** Shows a message handed over in English (server errors, the shared schemas' messages) in the page's language. */
export function useMessage(): (text: string) => string {
  return useContext(LangContext).message;
}

type Components = readonly ReactElement[] | Readonly<Record<string, ReactElement>>;

interface TransProps<NS extends Namespace> {
  t: TFunction<NS>;
  i18nKey: KeyOf<NS>;
  values?: TOptions;
  /** The elements the text's <tags> stand for: `<0>…</0>` by index, `<strong>…</strong>` by name. */
  components?: Components;
}

/**
 * A text with markup: its <tags> become the given elements around their part of the text
 * ("Paid with <strong>{{card}}</strong>"), so a translation can move them where its grammar needs.
 */
export function Trans<NS extends Namespace>({ t, i18nKey, values, components = [] }: TransProps<NS>) {
  return <>{withElements(t(i18nKey, values), components)}</>;
}

const TAG = /<(\/?)(\w+)\s*(\/?)>/g;

/** The text's parts, each <tag>…</tag> replaced by its element holding what the tag held. */
export function withElements(text: string, components: Components): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { name: string; children: ReactNode[] }[] = [];
  const here = () => open.at(-1)?.children ?? root;
  const element = (name: string, children: ReactNode[], key: number): ReactNode => {
    const made = (components as Record<string, ReactElement | undefined>)[name];
    if (!isValidElement(made)) return <Fragment key={key}>{children}</Fragment>;
    return cloneElement(made, { key }, ...(children.length ? children : []));
  };
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) here().push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, selfClosing] = match;
    if (selfClosing) here().push(element(name, [], key++));
    else if (!closing) open.push({ name, children: [] });
    else {
      const done = open.pop();
      if (done) here().push(element(done.name, done.children, key++));
    }
  }
  if (last < text.length) here().push(text.slice(last));
  // A tag left open keeps its text.
  while (open.length) here().push(...open.pop()!.children);
  return root;
}
