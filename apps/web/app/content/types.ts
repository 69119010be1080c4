/** Typed content of the public pages; the templates in templates.tsx render it. */

export interface PageMeta {
  /** The <title>, without the " | Landline" suffix. */
  title: string;
  description: string;
}

export interface PageHeaderContent {
  title: string;
  subtitle: string;
}

export interface FaqItem {
  question: string;
  /** One entry per paragraph: plain text, or runs of text and links. */
  answer: RichText[];
}

export interface FaqSection {
  title: string;
  /** Shown under the section's heading, outside the accordions (readable at once). */
  intro?: RichText;
  items: FaqItem[];
}

export interface Card {
  title: string;
  content: string;
  /** Internal path (starts with "/"), or an sms:/mailto:/https: address. */
  url?: string;
  buttonLabel?: string;
  /** Short status line under the content (e.g. opening hours). */
  status?: string;
  /** Outside sites open in a new tab (the airports' reservation sites). */
  newTab?: boolean;
}

export interface CardGroup {
  title: string;
  cards: Card[];
}

export function pageMeta(m: PageMeta) {
  return [{ title: `${m.title} | Landline` }, { name: 'description', content: m.description }];
}

/** A link inside running text: an internal path (starts with "/") or a mailto:/https: address. */
export interface InlineLink {
  text: string;
  to: string;
}

/** One paragraph or list item: plain text, or runs of text and links. */
export type RichText = string | ReadonlyArray<string | InlineLink>;
