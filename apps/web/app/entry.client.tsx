import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageTexts } from './page-texts';
import { discoverRoutesOnIntent } from './lib/route-discovery';

// The server's links find their routes when the traveller reaches them, not while the page is
// taken over (decision 304).
discoverRoutesOnIntent(document, { setAside: !import.meta.env.DEV });

// The texts a page needs beyond the shell's (French, the booking pages' English) are fetched
// before the page is taken over, so the browser renders the very text the server sent (decision 267).
// Should they not arrive, the page is taken over all the same: the texts are asked for again as it renders.
void loadPageTexts(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
