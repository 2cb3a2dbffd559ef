import { describe, expect, it } from 'vitest';
import { contrastPairs, lightTokens } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('light theme colours', () => {
  it('computes WCAG contrast correctly', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it.each(contrastPairs)('$fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    const foreground = lightTokens.color[fg];
    const background = lightTokens.color[bg];
    expect(foreground).toMatch(/^#[0-9A-F]{6}$/i);
    expect(background).toMatch(/^#[0-9A-F]{6}$/i);
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(min);
  });

  it('pairs every "on" colour with its background', () => {
    const onColours = Object.keys(lightTokens.color).filter((name) => /^on[A-Z]/.test(name));
    for (const on of onColours) {
      expect(contrastPairs.some((pair) => pair.fg === on)).toBe(true);
    }
  });
});
