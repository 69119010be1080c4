// What the server offers the page loaders while it renders (or prerenders) a page.
// The API process sets it on every request it hands to React Router; the context key is
// re-exported by entry.server.tsx so that the API uses this very object (one module instance).
import { createContext } from 'react-router';
import type { PageServices } from '@landline/shared/pages';

export type { PageServices, StopPoint } from '@landline/shared/pages';

export const pageServicesContext = createContext<PageServices>();
