// The home page's carousel and the door-to-door instructions (the booking spec's section 7's
// GET v2/web/carousel_images/ and GET instructions/; their shapes are ours: decision 251).
import { z } from 'zod';
import { CODE_MAX } from '../constants.js';
import { plainText } from './inputs.js';

/** One picture of the home page's carousel (shown while the showCarousel flag is on). */
export const carouselImageSchema = z.object({
  id: z.number(),
  /** The picture's address on this site. */
  image: z.string(),
  /** What the picture shows, for a reader who cannot see it. */
  alt: z.string(),
  title: z.string(),
  text: z.string(),
});
export type CarouselImage = z.infer<typeof carouselImageSchema>;

/** GET instructions/: `CityCode` narrows the list to one door-to-door town's stop. */
export const instructionsQuerySchema = z.object({
  CityCode: plainText(CODE_MAX).trim().toUpperCase().optional(),
});

/** What a traveller of a door-to-door ride from or to a town is asked to do. */
export const doorToDoorInstructionSchema = z.object({
  /** The d2d_instruction a door-to-door item carries. */
  id: z.number(),
  CityCode: z.string(),
  /** The town, as the page names it. */
  city: z.string(),
  Door2DoorInstructions: z.array(z.string()),
});
export type DoorToDoorInstruction = z.infer<typeof doorToDoorInstructionSchema>;
