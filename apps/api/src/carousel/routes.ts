import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { carouselImageSchema } from '@landline/shared/schemas';
import { CAROUSEL_IMAGES } from './images.js';

/** GET v2/web/carousel_images/: the home page carousel's pictures (decision 251). */
export function carouselRoutes(app: FastifyInstance): void {
  app.get(
    '/v2/web/carousel_images/',
    {
      schema: {
        summary: "The home page carousel's pictures",
        tags: ['content'],
        noInput: true,
        response: { 200: z.array(carouselImageSchema) },
      },
    },
    async () => CAROUSEL_IMAGES,
  );
}
