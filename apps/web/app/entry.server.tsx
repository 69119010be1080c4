// Renders a document for the API process (apps/api/src/web/pages.ts). The whole page is
// rendered before it is sent (no streaming): pages are small, and the server keeps the
// public ones to answer later requests from memory.
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';

// What the API process needs from this build, besides the router.
export { pageServicesContext } from './server/page-services';
export { PRERENDERED_PATHS, SERVER_DRAWN_PATHS } from './prerendered-paths';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  let failed = false;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status: failed ? 500 : status, headers });
}
