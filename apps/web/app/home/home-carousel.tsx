import { useQuery } from '@tanstack/react-query';
import { useFlag } from '../lib/settings';
import { Carousel } from '../partners/carousel';
import { carouselImages } from './api';
import './home.css';

const TITLE = 'Riding with Landline';

/**
 * The home page's carousel (settings' carouselImages, GET v2/web/carousel_images/), shown only
 * while the showCarousel flag is on: the accessible carousel of /trenton, which never turns by
 * itself, so there is nothing to pause (decision 251).
 */
export function HomeCarousel() {
  const on = useFlag('showCarousel');
  const images = useQuery({
    queryKey: ['carousel-images'],
    queryFn: ({ signal }) => carouselImages(signal),
    enabled: on,
    staleTime: Infinity,
  });
  if (!on || !images.data?.length) return null;
  const slides = images.data.map((image) => ({ src: image.image, alt: image.alt, title: image.title, text: image.text }));
  return (
    <section className="home-carousel" aria-labelledby="home-carousel-title">
      <h2 id="home-carousel-title" className="how__title">
        {TITLE}
      </h2>
      <Carousel label={TITLE} slides={slides} />
    </section>
  );
}
