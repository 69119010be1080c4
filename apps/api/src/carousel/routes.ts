import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { carouselImageSchema, type CarouselImage } from '@landline/shared/schemas';
import { CAROUSEL_IMAGES } from './images.js';

/**
 * GET v2/web/carousel_images/: the home page carousel's pictures (decision 251); `images` gives
 * the ones an admin set (the settings store, decision 280), else our own drawings.
 */
export function carouselRoutes(app: FastifyInstance, images: () => Promise<readonly CarouselImage[]> = async () => CAROUSEL_IMAGES): void {
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
    async () => images(),
  );
}
