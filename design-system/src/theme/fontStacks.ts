/**
 * System font stacks, no web fonts to download. The site runs in 13 locales (§1): Latin with
 * Vietnamese diacritics, Simplified and Traditional Chinese, Japanese, Korean, Thai, Arabic and Uyghur
 * (Arabic script, right to left) and Hindi (Devanagari). Han glyphs differ per locale, so the CJK
 * order is adjusted per `:lang()` in `global.css.ts`.
 *
 * Each script names only the faces that draw it on macOS, Windows and Android or Linux: for a character
 * the first face lacks, the browser looks up every family before the one that has it, at each font size
 * of the page, during the first layout. `system-ui` already is SF, Segoe UI or Roboto in every browser
 * the build targets (es2022), and Noto Sans draws Latin on Linux: naming those faces again, their older
 * aliases or Arial only adds lookups.
 */
const latin = ['system-ui', '"Noto Sans"'];
const thai = ['"Noto Sans Thai"', '"Leelawadee UI"', 'Thonburi', 'Tahoma'];
const arabic = [
  '"Noto Sans Arabic"',
  '"Noto Naskh Arabic"',
  '"Geeza Pro"',
  '"Microsoft Uighur"',
  '"Segoe UI"',
];
const devanagari = ['"Noto Sans Devanagari"', '"Nirmala UI"', '"Kohinoor Devanagari"', 'Mangal'];
const emoji = ['"Apple Color Emoji"', '"Segoe UI Emoji"', '"Noto Color Emoji"'];

const sc = ['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', '"Noto Sans SC"'];
const tc = ['"PingFang TC"', '"Microsoft JhengHei"', '"Noto Sans CJK TC"', '"Noto Sans TC"'];
const ja = ['"Hiragino Sans"', '"Yu Gothic UI"', 'Meiryo', '"Noto Sans CJK JP"'];
const ko = ['"Apple SD Gothic Neo"', '"Malgun Gothic"', '"Noto Sans CJK KR"', '"Noto Sans KR"'];

const stack = (...groups: string[][]) => [...groups.flat(), 'sans-serif', ...emoji].join(', ');

/**
 * Each stack: its locale's CJK faces, then the other scripts', then the other CJK locales'. One Noto Sans CJK
 * face draws every Han, kana and Hangul glyph; the others add only their locale's shapes, so a Thai, Arabic or
 * Hindi name (a leaderboard's) found before them does not load each of them first.
 */
export const fontStacks = {
  /** The default: Simplified Chinese is the source locale of the catalogs. */
  body: stack(latin, sc, thai, arabic, devanagari, tc, ja, ko),
  tc: stack(latin, tc, thai, arabic, devanagari, sc, ja, ko),
  ja: stack(latin, ja, thai, arabic, devanagari, sc, tc, ko),
  ko: stack(latin, ko, thai, arabic, devanagari, sc, tc, ja),
  /** Arabic-script locales put the Arabic faces first so Latin digits still come from one face. */
  arabic: stack(arabic, latin, sc, thai, devanagari, tc, ja, ko),
  mono: [
    'ui-monospace',
    '"SF Mono"',
    '"Cascadia Mono"',
    '"Roboto Mono"',
    'Menlo',
    'Consolas',
    'monospace',
  ].join(', '),
} as const;
