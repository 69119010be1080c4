import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadForPage } from './i18n/catalogs';

// The texts a page needs beyond the shell's (French, or the booking pages' English) are fetched
// before the page is taken over, so the browser renders the very text the server sent (decision 267).
void Promise.resolve(loadForPage(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
