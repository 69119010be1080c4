// carousel/: the home page's pictures (GET v2/web/carousel_images/, and settings' carouselImages).
// Our own drawings, served with the web app from /carousel/; decision 251. No SQL.

import type { CarouselImage } from '@landline/shared/schemas';

/** The pictures, in the order the carousel shows them. */
export const CAROUSEL_IMAGES: readonly CarouselImage[] = [
  {
    id: 1,
    image: '/carousel/coach.svg',
    alt: 'Drawing of a navy Landline coach parked at an airport terminal on a sunny day.',
    title: 'Door to terminal',
    text: 'Our coaches stop at the curb of the terminal, so you walk straight in to check in.',
  },
  {
    id: 2,
    image: '/carousel/seats.svg',
    alt: 'Drawing of three rows of reclining coach seats, with the gap between rows marked.',
    title: 'Room to stretch',
    text: 'Reclining seats with room for your legs, a power outlet and Wi-Fi at every one.',
  },
  {
    id: 3,
    image: '/carousel/terminal.svg',
    alt: 'Drawing of an airport terminal with a plane overhead.',
    title: 'Timed for your flight',
    text: 'Departures are timed for the airport’s flights, with the time shown in each stop’s own time zone.',
  },
];
