import { describe, expect, it } from 'vitest';
import type { CarouselItem } from '../../../contract';
import { slidesForCountry } from './featureSlides';

const items: CarouselItem[] = [1, 2, 3, 4, 5, 6, 7].map((slide) => ({
  img: `/slide-${slide}.webp`,
  text: `text${slide}`,
  desc: `desc${slide}`,
}));
const texts = (slides: CarouselItem[]) => slides.map((slide) => slide.text);

describe('slidesForCountry', () => {
  it.each([
    ['CN', ['text1', 'text2', 'text3', 'text4', 'text5', 'text6']],
    ['cn', ['text1', 'text2', 'text3', 'text4', 'text5', 'text6']],
    ['HK', ['text1', 'text2', 'text3', 'text5', 'text6', 'text7']],
    [null, ['text1', 'text2', 'text3', 'text5', 'text6', 'text7']],
  ])('country %s sees %j', (country, expected) => {
    expect(texts(slidesForCountry(items, country))).toEqual(expected);
  });

  it('leaves out slides whose text it does not know', () => {
    expect(texts(slidesForCountry([{ img: '', text: 'text99', desc: 'desc99' }, items[0]!], 'MY'))).toEqual([
      'text1',
    ]);
  });
});
