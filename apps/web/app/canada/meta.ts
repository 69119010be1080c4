// The <head> of a Canada page: its title and description in its language, and its address in
// both languages (hreflang alternates; English is the default). The canonical link, the page's
// own address, comes from root.tsx like every public page's.
import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageMeta } from '../content/types';
import type { Lang } from './paths';

export function canadaMeta(page: PageMeta, alternates: Record<Lang, string>): MetaDescriptor[] {
  return [
    ...pageMeta(page),
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: alternates.en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: alternates.fr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: alternates.en },
  ];
}
