import { describe, expect, it } from 'vitest';
import { slideAtScroll, slideForKey, slideStatus, stepSlide } from './carousel-state';

describe('carousel state', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(stepSlide(0, 1, 4)).toBe(1);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(2, -1, 4)).toBe(1);
    expect(stepSlide(1, 9, 4)).toBe(2);
  });

  it('stays on the only slide, and on 0 with none', () => {
    expect(stepSlide(0, 1, 1)).toBe(0);
    expect(stepSlide(0, -1, 1)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it('moves with the arrow keys, Home and End, and ignores other keys', () => {
    expect(slideForKey('ArrowRight', 1, 4)).toBe(2);
    expect(slideForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(slideForKey('Home', 2, 4)).toBe(0);
    expect(slideForKey('End', 0, 4)).toBe(3);
    expect(slideForKey('Enter', 1, 4)).toBeNull();
    expect(slideForKey('ArrowDown', 1, 4)).toBeNull();
  });

  it('announces the slide counted from one', () => {
    expect(slideStatus(0, 4, 'Our coach')).toBe('Slide 1 of 4: Our coach');
    expect(slideStatus(3, 4, 'Route')).toBe('Slide 4 of 4: Route');
  });

  it('finds the slide a scrolled track shows, within bounds', () => {
    expect(slideAtScroll(0, 600, 4)).toBe(0);
    expect(slideAtScroll(1190, 600, 4)).toBe(2);
    expect(slideAtScroll(5000, 600, 4)).toBe(3);
    expect(slideAtScroll(-20, 600, 4)).toBe(0);
    expect(slideAtScroll(300, 0, 4)).toBe(0);
  });
});
