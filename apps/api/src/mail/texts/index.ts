// The mail texts of a booking's language (issue 29): one catalogue per language, same keys.

import type { Language } from '../../http/language.js';
import { en, type MailTexts } from './en.js';
import { fr } from './fr.js';

export type { MailTexts };

const TEXTS: Record<Language, MailTexts> = { en, fr };

export const mailTexts = (language: Language): MailTexts => TEXTS[language];
