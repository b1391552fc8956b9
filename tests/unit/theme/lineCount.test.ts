import {describe, expect, it} from 'vitest';
import {lineCount} from '../../../src/theme/CodeBlock/Content/lineCount';

describe('lineCount', () => {
  it('counts the lines a code block shows', () => {
    expect(lineCount('curl -s https://api.example.com')).toBe(1);
    expect(lineCount('{\n  "a": 1\n}')).toBe(3);
  });

  it('makes no line of one trailing newline, but keeps blank lines inside and a second one at the end', () => {
    expect(lineCount('one\ntwo\n')).toBe(2);
    expect(lineCount('one\n\ntwo')).toBe(3);
    expect(lineCount('one\n\n')).toBe(2);
  });

  it('reads Windows line ends as one break', () => {
    expect(lineCount('one\r\ntwo\r\n')).toBe(2);
  });

  it('gives an empty block one line, as it shows one', () => {
    expect(lineCount('')).toBe(1);
  });
});
