import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers.js';

describe('the answers of the last second', () => {
  it('gives an answer again within its time, for its version only', () => {
    const answers = new RecentAnswers<string>(1000);
    answers.keep('FTC-DEN', 7, 10_000, 'rides');
    expect(answers.get('FTC-DEN', 7, 10_999)).toBe('rides');
    expect(answers.get('FTC-DEN', 7, 11_000)).toBeUndefined();
    // A sale since (the availability's version moved on): asked again.
    expect(answers.get('FTC-DEN', 8, 10_500)).toBeUndefined();
    expect(answers.get('DEN-FTC', 7, 10_500)).toBeUndefined();
  });

  it('keeps only the last second of answers, however many different questions came before', () => {
    const answers = new RecentAnswers<string>(1000);
    // A rush of new questions: one every 10 ms for ten minutes.
    for (let at = 0; at < 600_000; at += 10) answers.keep(`question ${at}`, 1, at, 'answer');
    expect(answers.size).toBe(100);
    expect(answers.get('question 599990', 1, 599_995)).toBe('answer');
    expect(answers.get('question 0', 1, 599_995)).toBeUndefined();
  });

  it('keeps an answer asked again at its new time, and lets the older ones go before it', () => {
    const answers = new RecentAnswers<string>(1000);
    answers.keep('a', 1, 0, 'first');
    answers.keep('b', 1, 500, 'b');
    answers.keep('a', 1, 1200, 'again');
    answers.keep('c', 1, 1600, 'c');
    // b (500) is past its second at 1600 and goes; a, kept again at 1200, stays.
    expect(answers.size).toBe(2);
    expect(answers.get('a', 1, 1700)).toBe('again');
  });

  it('holds no more than its most at once', () => {
    const answers = new RecentAnswers<string>(1000, 50);
    for (let n = 0; n < 120; n++) answers.keep(`same instant ${n}`, 1, 0, 'answer');
    expect(answers.size).toBeLessThanOrEqual(50);
  });
});
