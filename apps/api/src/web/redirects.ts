import type { FastifyInstance } from 'fastify';

/**
 * Old and retired page addresses → their page now (the content spec: Fargo and La Crosse → /msp;
 * the old /landline/charters → /charters, decision 223; /login-form and /bookings, decision 230).
 */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  ...Object.fromEntries(
    ['lacrosse', 'lacrosse-shuttle', 'fargo', 'fargo-shuttle', 'fargo-airport-shuttle'].flatMap((slug) => [
      [`/${slug}`, '/msp'],
      [`/landline/${slug}`, '/msp'],
    ]),
  ),
  '/landline/charters': '/charters',
  // Listed by the spec with no content shown: the login form and the bookings list are the
  // booking application's /login and My Trips (decision 230).
  '/login-form': '/login',
  '/bookings': '/trips',
  // The French site's root is the Canada pages' home (decision 267).
  '/fr': '/fr/canada',
};

/** Answers them with a 301 before the web app loads, keeping any query string. */
export function redirectRoutes(app: FastifyInstance): void {
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    for (const path of [from, `${from}/`]) {
      app.get(path, async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${to}${query}`, 301);
      });
    }
  }
}
