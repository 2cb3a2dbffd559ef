import { describe, expect, it } from 'vitest';
import { keepDigits, limitLength, untouched } from './inputMasks';

describe('input masks (issue 15, 7)', () => {
  it('keeps the digits of a pasted number and names what it removed, once each', () => {
    expect(keepDigits(' 2010-0001 - ', 15)).toEqual({ value: '20100001', removed: [' ', '-'], cut: false });
    expect(keepDigits('+86 138 0000 0000', 20)).toEqual({
      value: '8613800000000',
      removed: ['+', ' '],
      cut: false,
    });
  });

  it('cuts digits past the limit and says so', () => {
    expect(keepDigits('12345678901234567', 15)).toEqual({ value: '123456789012345', removed: [], cut: true });
    expect(keepDigits('123456789012345', 15)).toEqual({ value: '123456789012345', removed: [], cut: false });
  });

  it('leaves digits alone, and an empty value empty', () => {
    expect(untouched(keepDigits('2010', 15))).toBe(true);
    expect(keepDigits('', 15)).toEqual({ value: '', removed: [], cut: false });
    expect(keepDigits('abc', 15)).toEqual({ value: '', removed: ['a', 'b', 'c'], cut: false });
  });

  it('limits a text by characters, never splitting one', () => {
    expect(limitLength('abcdef', 4)).toEqual({ value: 'abcd', removed: [], cut: true });
    expect(limitLength('abcd', 4)).toEqual({ value: 'abcd', removed: [], cut: false });
    expect(limitLength('😀😀😀', 2)).toEqual({ value: '😀😀', removed: [], cut: true });
  });
});
