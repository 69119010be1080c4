import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-limits.js';

describe('loginDelayMs (the wait of every login to an account under attack)', () => {
  it('waits nothing below 10 wrong passwords a minute, then doubles from 250 ms up to 5 s', () => {
    expect([0, 5, 9].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14, 15, 50].map(loginDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
