// Where a shuttle seat is bought on its own (the standalone booking): our Canadian booking in the
// page's language, towards Toronto Pearson (from an airport page, from that airport; decisions 266, 267).
import { CANADA_BOOK_PATHS, type Lang } from '../i18n/lang';
import { TORONTO_PEARSON } from './constants';

export function standaloneBookingPath(lang: Lang, from?: string): string {
  const query = new URLSearchParams(from ? { depart: from, arrive: TORONTO_PEARSON } : { arrive: TORONTO_PEARSON });
  return `${CANADA_BOOK_PATHS[lang]}?${query}`;
}
