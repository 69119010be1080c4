// The chat adapter (DESIGN.md: third-party scripts are adapters, off unless configured).
// CHAT_WIDGET_URL (GET settings/ → chat_widget_url) names a script that, once loaded, exposes
// `window.LandlineChat.open()`: a few lines of glue around the chat provider's own widget,
// deployed with it, so that no provider's API is written into the app. Nothing is fetched until
// a visitor asks for the chat.

import { loadScript } from '../third-party/load-script';

declare global {
  interface Window {
    LandlineChat?: { open(): void };
  }
}

/** How long the widget may take to load before the card offers the other channels. */
export const CHAT_LOAD_TIMEOUT_MS = 10_000;

/**
 * Loads the chat widget (once) and opens it. False when it cannot be opened: logged as the
 * spec's "widget not loaded" (section 8), and the caller shows the other ways to reach support.
 */
export async function openChat(url: string, timeoutMs = CHAT_LOAD_TIMEOUT_MS): Promise<boolean> {
  try {
    await loadScript(url, timeoutMs);
    if (!window.LandlineChat) throw new Error('the script did not define window.LandlineChat');
    window.LandlineChat.open();
    return true;
  } catch (error) {
    console.error(`Chat widget not loaded: ${(error as Error).message}`);
    return false;
  }
}
