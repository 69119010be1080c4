import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFlag } from '../lib/settings';
import { carouselImages } from './api';
import './home.css';

const TITLE = 'Riding with Landline';

// Loaded only while the flag is on: the home page's first load stays as light as without it.
const Carousel = lazy(() => import('../partners/carousel').then((module) => ({ default: module.Carousel })));

/**
 * The home page's carousel (settings' carouselImages, GET v2/web/carousel_images/), shown only
 * while the showCarousel flag is on: the accessible carousel of /trenton, which never turns by
 * itself, so there is nothing to pause (decision 251).
 */
export function HomeCarousel() {
  // Read when the page is idle: the carousel comes after two requests anyway, and the settings'
  // request stays out of the task that takes the home page over (decision 303).
  const on = useFlag('showCarousel', { afterIdle: true });
  const images = useQuery({
    queryKey: ['carousel-images'],
    queryFn: ({ signal }) => carouselImages(signal),
    enabled: on,
    staleTime: Infinity,
  });
  if (!on || !images.data?.length) return null;
  const slides = images.data.map((image) => ({ src: image.image, alt: image.alt, title: image.title, text: image.text }));
  return (
    // The carousel is its own region, named as the heading reads.
    <div className="home-carousel">
      <h2 className="how__title">{TITLE}</h2>
      <Suspense fallback={null}>
        <Carousel label={TITLE} slides={slides} />
      </Suspense>
    </div>
  );
}
