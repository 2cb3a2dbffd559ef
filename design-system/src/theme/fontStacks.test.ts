import { describe, expect, it } from 'vitest';
import { fontStacks } from './fontStacks';

const families = (stack: string) => stack.split(/,\s*/).map((name) => name.replace(/"/g, ''));
const textStacks = Object.entries(fontStacks).filter(([name]) => name !== 'mono');

describe('font stacks', () => {
  // A character the first face lacks (every Han, Thai or Devanagari one) makes the browser look up each
  // family before its face, at every font size on the page: a name that adds no face is paid in the first layout.
  it.each(textStacks)('%s names no Latin face but system-ui and Noto Sans', (_, stack) => {
    const redundant = ['-apple-system', 'Helvetica Neue', 'Roboto', 'Arial'];
    expect(families(stack).filter((family) => redundant.includes(family))).toEqual([]);
    expect(families(stack)).toContain('system-ui');
  });

  it.each(textStacks)('%s names no face of a system those browsers do not run on', (_, stack) => {
    const older = ['Hiragino Sans GB', 'Hiragino Kaku Gothic ProN'];
    expect(families(stack).filter((family) => older.includes(family))).toEqual([]);
  });

  it.each(textStacks)(
    "%s names Segoe UI only among the Arabic faces, as Windows' Arabic face",
    (_, stack) => {
      const faces = families(stack);
      expect(faces.filter((family) => family === 'Segoe UI')).toHaveLength(1);
      expect(faces.indexOf('Segoe UI')).toBeGreaterThan(faces.indexOf('Noto Sans Arabic'));
    },
  );

  it.each(textStacks)("%s keeps each script's face on macOS, Windows and Android or Linux", (_, stack) => {
    const faces = families(stack);
    for (const face of [
      'Noto Sans',
      ...['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'],
      ...['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC'],
      ...['Hiragino Sans', 'Yu Gothic UI', 'Noto Sans CJK JP'],
      ...['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'],
      ...['Thonburi', 'Leelawadee UI', 'Noto Sans Thai'],
      ...['Geeza Pro', 'Noto Sans Arabic'],
      ...['Kohinoor Devanagari', 'Nirmala UI', 'Noto Sans Devanagari'],
    ])
      expect(faces).toContain(face);
  });

  // Every Noto Sans CJK face covers all Han, kana and Hangul: past the first, another is only there for its
  // locale's glyph shapes. A Thai, Arabic or Hindi name on the board walked through each of them first, loading
  // it: the first Thai name laid out in 13.8 ms after Chinese text, 4.5 ms with the Thai faces before them.
  it.each(textStacks)(
    "%s names the Thai, Arabic and Devanagari faces before a second locale's CJK",
    (_, stack) => {
      const faces = families(stack);
      const cjk = faces.filter((family) => family.startsWith('Noto Sans CJK'));
      const secondCjk = faces.indexOf(cjk[1]!);
      for (const face of ['Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans Devanagari'])
        expect(faces.indexOf(face)).toBeLessThan(secondCjk);
    },
  );
});
