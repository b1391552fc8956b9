import {describe, expect, it} from 'vitest';
import {ALPHANUMERICS, randomAlphanumeric} from '../../../src/auth/random';
import {countingRandom} from './fakes';

describe('randomAlphanumeric', () => {
  it('returns the requested number of characters', () => {
    expect(randomAlphanumeric(8, countingRandom())).toHaveLength(8);
  });

  it('maps random bytes onto letters and digits', () => {
    expect(randomAlphanumeric(8, countingRandom(60))).toBe('89ABCDEF');
  });

  it('drops bytes of 248 and above, which would favour the first characters', () => {
    expect(randomAlphanumeric(3, countingRandom(247))).toBe(`${ALPHANUMERICS[247 % 62]}AB`);
  });

  it('uses only letters and digits', () => {
    expect(randomAlphanumeric(200, (array) => crypto.getRandomValues(array))).toMatch(/^[A-Za-z0-9]{200}$/);
  });
});
