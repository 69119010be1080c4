// What the Canada pages tell the document (root.tsx): their language, read from the address
// they matched, and no newsletter sign-up (the content spec: "FAQ and subscribe are hidden").
import type { PageHandle } from '../lib/page-handle';
import { langOfPath } from './paths';

export const CANADA_HANDLE: PageHandle = { lang: (match) => langOfPath(match.pathname), newsletter: false };
