import type { Page } from '@playwright/test';
import { en } from '../../apps/web/app/i18n/catalog/en';
import { fr, messages as frMessages } from '../../apps/web/app/i18n/catalog/fr';
import { MESSAGE_GROUPS } from '../../apps/web/app/i18n/catalog/message-groups';
import { en as canadaEn } from '../../apps/web/app/canada/messages/en';
import { fr as canadaFr } from '../../apps/web/app/canada/messages/fr';

// "No English left on a French page" (issue 29, decision 267), checked two ways on every visible
// text node and every announced label (aria-label, alt, title, placeholder) of a page:
//  1. against the catalogues: a node holding an English text of the catalogue (or a piece of one
//     between its {{values}}) that French writes differently is English left behind;
//  2. against the words that only English uses, for texts no catalogue holds (hard-coded ones).
// Names stay as they are (Landline, Penguin Perks, the airports' names in OpenFlights' English).

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
}

/** Names kept as they are in every language (taken out before the word checks). */
const NAMES =
  /Landline|Penguin Perks|Toronto Pearson|Air Canada( Vacations)?|Lester B\. Pearson International Airport|[A-Z][\w.'-]* (International )?Airport|OpenFlights(\.org)?|ODbL|Open Database License/g;

/** The English texts whose French differs, cut at their {{values}}, long enough to mean something. */
function englishPieces(): string[] {
  const french = new Set([
    ...leaves(fr as unknown as Tree),
    ...leaves(frMessages as unknown as Tree),
    ...leaves(canadaFr as unknown as Tree),
  ]);
  const english = [...leaves(en as unknown as Tree), ...leaves(MESSAGE_GROUPS as unknown as Tree), ...leaves(canadaEn as unknown as Tree)];
  const pieces = english
    .filter((text) => !french.has(text))
    .flatMap((text) => text.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 6 && /[a-z]{3}/i.test(piece.replace(NAMES, ' ')) && !french.has(piece));
  return [...new Set(pieces)];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each piece as a pattern that finds it as whole words ("change" is not in "changements"). */
const PIECES = englishPieces().map(
  (piece) =>
    new RegExp(`${/^\p{L}/u.test(piece) ? '(?<!\\p{L})' : ''}${escapeRegExp(piece)}${/\p{L}$/u.test(piece) ? '(?!\\p{L})' : ''}`, 'u'),
);

/** Words a French text never uses (short common words, and the booking path's own). */
const ENGLISH_WORDS =
  /(?<![\p{L}\p{N}])(the|and|your|you|with|for|please|this|that|our|we|my|will|from|of|to|is|are|trip|trips|seat|seats|passenger|passengers|book|booking|booked|choose|continue|back|next|pay|payment|departure|adult|adults|child|children|search|select|cancel|cancelled|canceled|confirmed|check-in|loading|required|optional|change|total price|details|find|email|e-mail|sign in|log in|terms|privacy)(?![\p{L}\p{N}])/iu;

/** What a page shows or announces, outside parts marked as another language (the switch's "English"). */
export async function pageTexts(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((body) => {
    const out: string[] = [];
    const inFrench = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? 'fr').startsWith('fr');
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) || el.closest('.sr-only') !== null;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (shown(parent) && inFrench(parent)) out.push(text);
    }
    for (const el of body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!shown(el) || !inFrench(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The page's texts that are English: empty on a page entirely in French. */
export async function englishLeft(page: Page, root = 'body'): Promise<string[]> {
  return englishIn(await pageTexts(page, root));
}

/** The texts of a list that are English (a page's title, a mail's subject). */
export const englishIn = (texts: readonly string[]): string[] =>
  texts
    .map((text) => ({ text, words: text.replace(NAMES, ' ') }))
    .filter(({ words }) => PIECES.some((piece) => piece.test(words)) || ENGLISH_WORDS.test(words))
    .map(({ text }) => text);
