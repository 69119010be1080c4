import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { shellChunk } from './shell-chunk.ts';

/**
 * One id per build: a timestamp and a random part. Kept in process.env so every evaluation of
 * this file inside the same build process (React Router may load it more than once) agrees.
 * BUILD_VERSION in the environment wins (a CI can pass the commit id).
 */
function buildVersion(command: 'build' | 'serve'): string {
  if (command === 'serve') return process.env.BUILD_VERSION ?? 'dev';
  process.env.BUILD_VERSION ??= `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(4).toString('hex')}`;
  return process.env.BUILD_VERSION;
}

/** Writes build-version.txt next to index.html; the API reads it and reports it in settings. */
function buildVersionFile(version: string): Plugin {
  return {
    name: 'landline:build-version-file',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      fs.mkdirSync(options.dir, { recursive: true });
      fs.writeFileSync(path.join(options.dir, 'build-version.txt'), `${version}\n`);
    },
  };
}

/**
 * Fails the build if the server bundle holds a character above U+00FF (decision 310): V8 would
 * keep its whole source as two bytes a character for the server's life (see the ssr output below).
 */
function latin1ServerBuild(): Plugin {
  return {
    name: 'landline:latin1-server-build',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'ssr') return;
      for (const chunk of Object.values(bundle)) {
        const wide = chunk.type === 'chunk' ? /[\u0100-\uffff]/.exec(chunk.code) : null;
        if (wide) this.error(`${chunk.fileName} holds '${wide[0]}' (above U+00FF): V8 would keep the whole chunk two bytes a character`);
      }
    },
  };
}

export default defineConfig(({ command }) => {
  const version = buildVersion(command);
  return {
    plugins: [reactRouter(), buildVersionFile(version), latin1ServerBuild()],
    define: { __BUILD_VERSION__: JSON.stringify(version) },
    environments: {
      client: {
        build: {
          // NO_MINIFY=1: React's and our functions keep their names, for a profile of a page's
          // load (bench/page-tasks); never for a build that is served.
          minify: process.env.NO_MINIFY ? false : undefined,
          rolldownOptions: {
            // Replaces React Router's own output options for the client build, whose only
            // setting (entry names) is kept here.
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              codeSplitting: { groups: [shellChunk(path.join(import.meta.dirname, 'app'))] },
            },
          },
        },
      },
      ssr: {
        build: {
          rolldownOptions: {
            // ASCII only (decision 310): V8 keeps a module's source for the server's whole life,
            // one byte a character when every one fits in Latin-1, else two for all of them; ~250
            // arrows, dashes and curly quotes in our texts and doc comments made the server
            // bundle's 1 MB a 2 MB string. So characters are escaped and doc comments left out
            // (the sources keep them). The browser's chunks are minified and sent as UTF-8.
            output: { charset: 'ascii', comments: { jsdoc: false } },
          },
        },
      },
    },
    server: {
      proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3111', changeOrigin: true } },
    },
  };
});
