import type {
  CarouselItem,
  FooterItemWire as FooterItem,
  FooterResponseWire as FooterResponse,
  HallOfFameEntry,
  LocaleCode,
  TermsByQuarterWire as TermsByQuarter,
} from '../../../contract';
import { legalTexts, termsPages } from './legalTexts';

const item = (id: number, translate: string, link: string, isTitle = false): FooterItem => ({
  id,
  translate,
  link,
  is_title: isTitle ? 1 : 0,
});

const footerMenu: FooterResponse['footer_menu'] = {
  contact: [
    item(1, 'footer.contact.title', '', true),
    item(2, 'footer.contact.phone', 'tel:+85237043188'),
    item(3, 'footer.contact.liveChat', 'https://www.example.com/support'),
  ],
  email: [
    item(10, 'footer.email.title', '', true),
    item(11, 'footer.email.support', 'mailto:support@example.com'),
    item(12, 'footer.email.partnership', 'mailto:partner@example.com'),
  ],
  social_media: [
    item(20, 'Facebook', 'https://www.facebook.com/'),
    item(21, 'Instagram', 'https://www.instagram.com/'),
    item(22, 'LinkedIn', 'https://www.linkedin.com/'),
    item(23, 'Twitter', 'https://twitter.com/'),
    item(24, 'YouTube', 'https://www.youtube.com/'),
    item(25, 'TikTok', 'https://www.tiktok.com/'),
    item(26, 'Telegram', 'https://t.me/'),
    item(27, 'Line', 'https://line.me/'),
    item(28, 'Zalo', 'https://zalo.me/'),
  ],
  link: [
    item(30, 'footer.link.title', '', true),
    item(31, 'footer.link.about', 'https://www.example.com/about'),
    item(32, 'footer.link.privacy', 'https://www.example.com/privacy'),
    item(33, 'footer.link.cookies', 'https://www.example.com/cookies'),
  ],
};

/** The footer in one locale; `{year}` in its copyright line is filled in when the service answers. */
export const footerIn = (locale: LocaleCode): FooterResponse => {
  const texts = legalTexts[locale];
  return {
    footer_menu: footerMenu,
    compliance_menu: {
      risk_disclosure: texts.risk,
      doo_entities: texts.entities,
      notices: texts.notices,
      compliance_document: [
        item(
          40,
          'footer.compliance.clientAgreement',
          'https://www.example.com/documents/client-agreement.pdf',
        ),
        item(41, 'footer.compliance.riskDisclosure', 'https://www.example.com/documents/risk-disclosure.pdf'),
        item(42, 'footer.compliance.privacyPolicy', 'https://www.example.com/documents/privacy-policy.pdf'),
      ],
      copyright: texts.copyright,
      lang: locale,
    },
  };
};

export const carousel: CarouselItem[] = [1, 2, 3, 4, 5, 6, 7].map((slide) => ({
  img: `/event-center/carousel/slide-${slide}.webp`,
  text: `text${slide}`,
  desc: `desc${slide}`,
}));

/**
 * The terms file in one locale: each page's event terms. `{quarter}` is filled in when the service answers,
 * with the quarter of the service clock.
 */
export const termsIn = (locale: LocaleCode): TermsByQuarter => {
  const texts = legalTexts[locale];
  return Object.fromEntries(
    Object.entries(termsPages).map(([page, event]) => [
      page,
      {
        quarter: '{quarter}',
        title: texts.titles[page as keyof typeof termsPages],
        clauses: [...texts.clauses[event], texts.disqualification],
        documentUrl: `https://www.example.com/documents/${page}-terms.pdf`,
        lang: locale,
      },
    ]),
  );
};

const storyLinks = (slug: string) => ({
  kr: `https://www.example.com/kr/stories/${slug}`,
  sc: `https://www.example.com/sc/stories/${slug}`,
  tc: `https://www.example.com/tc/stories/${slug}`,
});

/** The service adds the yen figure (`profitAmountJpy`) when it answers. */
export const hallOfFame: Array<Omit<HallOfFameEntry, 'profitAmountJpy'>> = [
  {
    rank: 'S1',
    name: '陈志强',
    round: 1,
    roundTranslate: 'season1',
    profitRate: 482.35,
    profitAmount: 96470,
    ...storyLinks('s1-chen'),
  },
  {
    rank: 'S2',
    name: '김도윤',
    round: 1,
    roundTranslate: 'season1',
    profitRate: 351.2,
    profitAmount: 70240,
    ...storyLinks('s2-kim'),
  },
  {
    rank: 'S3',
    name: 'Liam Tan',
    round: 2,
    roundTranslate: 'season2',
    profitRate: 298.74,
    profitAmount: 59748,
    ...storyLinks('s3-tan'),
  },
  {
    rank: 'S4',
    name: '黃美玲',
    round: 2,
    roundTranslate: 'season2',
    profitRate: 251.06,
    profitAmount: 50212,
    ...storyLinks('s4-wong'),
  },
  {
    rank: 'S5',
    name: '佐藤健',
    round: 3,
    roundTranslate: 'season3',
    profitRate: 233.4,
    profitAmount: 46680,
    ...storyLinks('s5-sato'),
  },
  {
    rank: 'S6',
    name: 'Siti Rahma',
    round: 3,
    roundTranslate: 'season3',
    profitRate: 207.9,
    profitAmount: 41580,
    ...storyLinks('s6-rahma'),
  },
  {
    rank: 'rank7',
    name: '<b>Ahmed</b> Al-Farsi',
    round: 4,
    roundTranslate: 'season4',
    profitRate: 188.15,
    profitAmount: 37630,
    ...storyLinks('r7-farsi'),
  },
];

/** Quarterly client-event periods with their Overall end time (last day 23:59:59 UTC, §4). */
export const activityPeriods = ['2024Q3', '2024Q4', '2025Q1', '2025Q2', '2025Q3', '2025Q4'].map((name) => {
  const year = Number(name.slice(0, 4));
  const quarter = Number(name.slice(5));
  const endTime = new Date(Date.UTC(year, quarter * 3, 0, 23, 59, 59)).toISOString();
  return { activityName: name, quarter, endTime };
});
