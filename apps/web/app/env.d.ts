/// <reference types="vite/client" />

/** Id of this build (vite.config.ts); the booking draft is dropped when it changes. */
declare const __BUILD_VERSION__: string;
