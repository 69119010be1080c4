import type { FastifyInstance } from 'fastify';
import { CAROUSEL_IMAGES } from './images.js';

/** GET v2/web/carousel_images/: the home page carousel's pictures (decision 251). */
export function carouselRoutes(app: FastifyInstance): void {
  app.get('/v2/web/carousel_images/', async () => CAROUSEL_IMAGES);
}
