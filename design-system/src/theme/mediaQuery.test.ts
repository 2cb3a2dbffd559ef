import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches, mediaQueryList } from './mediaQuery';

const stubMatchMedia = (matches: boolean) => {
  const matchMedia = vi.fn((query: string) => ({ matches, media: query }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
};

describe('mediaQueryList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes one list per query for the page, not one per read', () => {
    const matchMedia = stubMatchMedia(true);
    const first = mediaQueryList('(min-width: 768px)');
    for (let read = 0; read < 10; read += 1) expect(mediaQueryList('(min-width: 768px)')).toBe(first);
    mediaQueryList('(prefers-reduced-motion: reduce)');
    expect(matchMedia.mock.calls.map(([query]) => query)).toEqual([
      '(min-width: 768px)',
      '(prefers-reduced-motion: reduce)',
    ]);
  });

  it('reads the new viewport when matchMedia is replaced', () => {
    stubMatchMedia(true);
    expect(mediaMatches('(min-width: 768px)')).toBe(true);
    stubMatchMedia(false);
    expect(mediaMatches('(min-width: 768px)')).toBe(false);
  });

  it('reads no match where media queries cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(mediaQueryList('(min-width: 768px)')).toBeUndefined();
    expect(mediaMatches('(min-width: 768px)')).toBe(false);
  });
});
