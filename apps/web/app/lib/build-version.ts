/** The build id baked in by vite.config.ts ('dev' under the dev server, 'unknown' elsewhere). */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'unknown';
