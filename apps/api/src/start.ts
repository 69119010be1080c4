// What `npm start` runs (built into dist/main.js by build.mjs). React picks its development or
// production build from NODE_ENV when it is first loaded, and a module's static imports load
// before its own code runs: so the default is set here, and the server is imported after it.
// A deployment's settings do not hang on NODE_ENV (config.ts, isPublicSite), so production is
// every start's default; NODE_ENV=development still gives React's development build.
//
// PGlite's 9 MB of WebAssembly is compiled by V8's optimising compiler only, before the server
// listens: by default V8 first compiles all of it with its baseline compiler (Liftoff) and keeps
// that code beside the optimised code of the functions that run often, about 35 MB of an idle
// server's memory for code that a server's Postgres no longer runs. Queries run as fast; start-up
// takes longer by the compilation (decision 309). A flag for WebAssembly only, read when a module
// is compiled, so it can be set here rather than on every command line that starts the server.
import process from 'node:process';
import v8 from 'node:v8';

if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
v8.setFlagsFromString('--no-liftoff');
await import('./main.js');
