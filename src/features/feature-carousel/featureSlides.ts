import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CarouselItem } from '../../../contract';

export interface FeatureSlideText {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The carousel file names its slides by message keys (`text1`…`text7`, `desc1`…`desc7`). */
export const featureSlideTexts: Record<string, FeatureSlideText> = {
  text1: {
    title: msg`Over 10,000 instruments`,
    description: msg`Forex, metals, indices, energies and shares from one account.`,
  },
  text2: {
    title: msg`Fast execution`,
    description: msg`Orders reach the market in milliseconds, around the clock.`,
  },
  text3: {
    title: msg`Regulated worldwide`,
    description: msg`Group entities are licensed by regulators on several continents.`,
  },
  text4: {
    title: msg`Support in Chinese`,
    description: msg`Our Chinese-speaking team answers you 24 hours a day, 5 days a week.`,
  },
  text5: {
    title: msg`Tight spreads`,
    description: msg`Competitive pricing on major currency pairs and gold.`,
  },
  text6: {
    title: msg`MT4 and MT5`,
    description: msg`Trade on the platforms you know, on desktop, web and phone.`,
  },
  text7: {
    title: msg`Local payment methods`,
    description: msg`Deposit and withdraw with the methods of your region.`,
  },
};

/** §2: slide `text4` is only for visitors from China (CN), `text7` only for everyone else. */
export const countryOnlySlides: Record<string, (country: string | null) => boolean> = {
  text4: (country) => country === 'CN',
  text7: (country) => country !== 'CN',
};

/** The slides a visitor from `country` (ISO code, `null` when unknown) sees, in the file's order. */
export function slidesForCountry(items: readonly CarouselItem[], country: string | null): CarouselItem[] {
  const code = country?.trim().toUpperCase() || null;
  return items.filter((item) => {
    if (!(item.text in featureSlideTexts)) return false;
    const rule = countryOnlySlides[item.text];
    return rule ? rule(code) : true;
  });
}
