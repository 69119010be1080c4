import { useEffect, useRef, useState } from 'react';
import { slideAtScroll, slideForKey, slideStatus, stepSlide } from './carousel-state';
import './carousel.css';

export interface Slide {
  src: string;
  alt: string;
  title: string;
  text: string;
}

const ARROW = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' };

/**
 * An image carousel that never turns by itself. Without JavaScript (and in the server's HTML)
 * every slide is shown, one after the other; once the scripts run, one slide shows at a time,
 * with Previous and Next buttons, the arrow keys (and Home, End) on the focused slides, and a
 * swipe or scroll. Each move is announced: "Slide 2 of 4: …".
 */
export function Carousel({ label, slides }: { label: string; slides: Slide[] }) {
  const track = useRef<HTMLDivElement>(null);
  // The slide a button or key scrolls to: while the track glides there, its scroll events (which
  // pass the slides in between) must not move the index that the next press starts from.
  const target = useRef<number | null>(null);
  const [scripted, setScripted] = useState(false);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState('');
  useEffect(() => setScripted(true), []);
  const count = slides.length;

  const go = (to: number) => {
    const el = track.current;
    if (el) {
      // Already there (Home on the first slide): no scroll follows, so nothing to wait for.
      target.current = Math.abs(el.scrollLeft - to * el.clientWidth) < 2 ? null : to;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: to * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    }
    setIndex(to);
    setStatus(slideStatus(to, count, slides[to].title));
  };

  return (
    <section className={`carousel${scripted ? ' carousel--scripted' : ''}`} aria-roledescription="carousel" aria-label={label}>
      {scripted ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="button button--ghost carousel__button"
            aria-label="Previous slide"
            onClick={() => go(stepSlide(index, -1, count))}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="button__icon">
              <path d={ARROW.previous} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className="button button--ghost carousel__button"
            aria-label="Next slide"
            onClick={() => go(stepSlide(index, 1, count))}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="button__icon">
              <path d={ARROW.next} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
      {/* Focusable so that the keys (and, without scripts, the browser's own scrolling) reach it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable scroll region: its keys move the slides */}
      <div
        ref={track}
        className="carousel__track"
        role="region"
        aria-label={`${label}: slides`}
        tabIndex={0}
        data-index={index}
        onKeyDown={(e) => {
          const to = slideForKey(e.key, index, count);
          if (to === null) return;
          e.preventDefault();
          go(to);
        }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (target.current !== null) {
            if (Math.abs(el.scrollLeft - target.current * el.clientWidth) < 2) target.current = null;
            return;
          }
          // A swipe or the scroll bar: follow the slide the visitor scrolled to.
          setIndex(slideAtScroll(el.scrollLeft, el.clientWidth, count));
        }}
        onScrollEnd={(e) => {
          // A glide cut short by the next press ends here too: only the last one's end counts.
          if (target.current !== null) return;
          const el = e.currentTarget;
          setIndex(slideAtScroll(el.scrollLeft, el.clientWidth, count));
        }}
        // The visitor takes over (touch, mouse, wheel): follow their scrolling from now on.
        onPointerDown={() => (target.current = null)}
        onWheel={() => (target.current = null)}
      >
        {slides.map((slide, i) => (
          // A slide is a group (the carousel pattern); a figure may carry no such role, so it sits inside.
          <div key={slide.title} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            <figure className="carousel__figure">
              <img
                className="carousel__image"
                src={slide.src}
                alt={slide.alt}
                width={640}
                height={360}
                loading={i === 0 ? undefined : 'lazy'}
              />
              <figcaption className="carousel__caption">
                <span className="carousel__count">
                  {i + 1} of {count}
                </span>
                <strong className="carousel__title">{slide.title}</strong>
                <span>{slide.text}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <p className="sr-only" role="status">
        {status}
      </p>
    </section>
  );
}
