import { describe, expect, it } from 'vitest';
import { shareChoiceFor } from './shareNetworks';

describe('shareChoiceFor', () => {
  it.each([
    ['sc', undefined, ['weibo', 'qzone'], true],
    ['ug', undefined, ['weibo', 'qzone'], true],
    ['en', '1', ['weibo', 'qzone'], true],
    ['tc', '81', ['facebook', 'line', 'weibo', 'whatsapp'], true],
    ['jp', 'JPN', ['line', 'x', 'facebook'], false],
    ['en', 'JP', ['line', 'x', 'facebook', 'linkedin', 'whatsapp'], false],
    ['th', undefined, ['line', 'facebook', 'x'], false],
    ['kr', 'KOR', ['facebook', 'x'], false],
    ['vn', undefined, ['facebook', 'x'], false],
    ['en', undefined, ['x', 'facebook', 'linkedin', 'whatsapp'], false],
    ['id', 'IDN', ['whatsapp', 'facebook', 'x'], false],
    ['ae', undefined, ['whatsapp', 'facebook', 'x'], false],
    ['es', undefined, ['whatsapp', 'facebook', 'x'], false],
    ['pt', undefined, ['whatsapp', 'facebook', 'x'], false],
    ['hi', 'IND', ['whatsapp', 'facebook', 'x'], false],
  ])('%s, nationality %s → %j (WeChat hint %s)', (locale, nationality, networks, weChatHint) => {
    expect(shareChoiceFor(locale, nationality)).toEqual({ networks, weChatHint });
  });

  it('never offers X alone, and offers a network reachable from mainland China to Chinese readers', () => {
    for (const locale of ['sc', 'tc', 'en', 'jp', 'id', 'kr', 'th', 'vn', 'ae', 'es', 'pt', 'ug', 'hi']) {
      expect(shareChoiceFor(locale).networks.length).toBeGreaterThan(1);
    }
    expect(shareChoiceFor('sc').networks).not.toContain('x');
  });
});
