// What `npm start` runs (built into dist/main.js by build.mjs). React picks its development or
// production build from NODE_ENV when it is first loaded, and a module's static imports load
// before its own code runs: so the default is set here, and the server is imported after it.
// A deployment's settings do not hang on NODE_ENV (config.ts, isPublicSite), so production is
// every start's default; NODE_ENV=development still gives React's development build.
import process from 'node:process';

if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
await import('./main.js');
