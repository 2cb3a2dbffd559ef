import { describe, expect, it } from 'vitest';
import { conjunctionList } from './conjunctionList';
import { localeCodes, locales } from './locales';

const lists = [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']];

describe('conjunctionList', () => {
  it.each(localeCodes.filter((code) => code !== 'ug'))(
    'writes a list in %s as Intl.ListFormat does',
    (code) => {
      const intl = new Intl.ListFormat(locales[code].tag, { type: 'conjunction' });
      for (const items of lists) expect(conjunctionList(items, code)).toBe(intl.format(items));
    },
  );

  it('writes a Uyghur list with its own comma and "and", not the English the engines fall back to', () => {
    expect(new Intl.ListFormat('ug', { type: 'conjunction' }).format(['a', 'b'])).toBe('a and b');
    expect(conjunctionList(['a', 'b'], 'ug')).toBe('a ۋە b');
    expect(conjunctionList(['a', 'b', 'c'], 'ug')).toBe('a، b ۋە c');
  });
});
