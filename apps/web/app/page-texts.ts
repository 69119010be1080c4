// The texts a page needs before it renders, beyond the shell's English (decision 267): the
// booking pages' English or French (i18n/catalogs.ts), and the Canada pages' French. Called
// before hydration (entry.client.tsx) and before each navigation (root.tsx's client middleware).
import { loadForPage } from './i18n/catalogs';
import { isCanadaContentPage, langOfPath } from './i18n/lang';

export async function loadPageTexts(pathname: string): Promise<void> {
  const canadianFrench =
    langOfPath(pathname) === 'fr' && isCanadaContentPage(pathname) ? import('./canada/i18n').then((m) => m.loadCanadaLang('fr')) : null;
  await Promise.all([loadForPage(pathname), canadianFrench]);
}
