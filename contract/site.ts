import * as z from 'zod/mini';
import { flagSchema, instantSchema } from './contest';
import { contentLanguageSchema } from './locales';

/** §3 location response (location-detection service). */
export const locationSchema = z.object({
  iso_country_code: z.string(),
  region: z.string(),
  city: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** §9 location cookies live 3600 s. */
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 3600;

/** `GET /api/dprime/getFooter` query (§7) with its defaults. */
export const footerQuerySchema = z.object({
  entities: z._default(z.string(), ''),
  country_code: z._default(z.string(), 'my'),
  lang: z._default(z.string(), 'sc'),
  footer_menu: z._default(z.literal('1'), '1'),
  compliance: z._default(z.literal('1'), '1'),
  dynamic_url: z._default(z.literal('1'), '1'),
});
export type FooterQuery = z.input<typeof footerQuerySchema>;

export const footerItemSchema = z.object({
  id: z.number().check(z.int()),
  translate: z.string(),
  link: z.string(),
  is_title: flagSchema,
});
export type FooterItem = z.output<typeof footerItemSchema>;
export type FooterItemWire = z.input<typeof footerItemSchema>;

/** §3 social icons the footer supports. */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Twitter',
  'YouTube',
  'TikTok',
  'Telegram',
  'Line',
  'Zalo',
] as const;

export const footerResponseSchema = z.object({
  footer_menu: z.object({
    contact: z.array(footerItemSchema),
    email: z.array(footerItemSchema),
    social_media: z.array(footerItemSchema),
    link: z.array(footerItemSchema),
  }),
  compliance_menu: z.object({
    risk_disclosure: z.string(),
    doo_entities: z.string(),
    notices: z.string(),
    compliance_document: z.array(footerItemSchema),
    copyright: z.string(),
    /** The language of the texts above; the local service writes the reader's, a one-language service none. */
    lang: contentLanguageSchema,
  }),
});
export type FooterResponse = z.output<typeof footerResponseSchema>;
export type FooterResponseWire = z.input<typeof footerResponseSchema>;

/** §3 carousel item: `text` and `desc` are message keys (`text4` shows only for CN, `text7` only elsewhere). */
export const carouselItemSchema = z.object({
  img: z.string(),
  text: z.string(),
  desc: z.string(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;
export const carouselResponseSchema = z.array(carouselItemSchema);

/**
 * One entry of the terms file, keyed by the first URL path segment (`doo-trader`, `usdt`, …): the terms of
 * that event for `quarter` (`2026Q4`), in the language `lang` says.
 */
export const termsEntrySchema = z.object({
  quarter: z.string(),
  title: z.string(),
  clauses: z.array(z.string()),
  documentUrl: z.string(),
  lang: contentLanguageSchema,
});
export type TermsEntry = z.output<typeof termsEntrySchema>;
export type TermsEntryWire = z.input<typeof termsEntrySchema>;
export const termsByQuarterSchema = z.record(z.string(), termsEntrySchema);
export type TermsByQuarter = z.output<typeof termsByQuarterSchema>;
export type TermsByQuarterWire = z.input<typeof termsByQuarterSchema>;

/** §3 activity time entry of a period. */
export const activityTimeSchema = z.object({
  type: z.literal('Overall'),
  endTime: instantSchema,
});

/**
 * One entry of `GET /api/trader/dropdown`: a client-event period (§3 activity period, `activityName` like
 * `2025Q1`, `isPendingClaim` 1 = a prize is waiting for the session user) with its activity times
 * (`isInActivityRounds` the quarter 1–4).
 */
export const activityPeriodSchema = z.object({
  activityName: z.string().check(z.regex(/^\d{4}Q[1-4]$/)),
  isPendingClaim: flagSchema,
  isInActivityRounds: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  activityTimeList: z.array(activityTimeSchema),
});
export type ActivityPeriod = z.output<typeof activityPeriodSchema>;
export type ActivityPeriodWire = z.input<typeof activityPeriodSchema>;
export const traderDropdownResponseSchema = z.array(activityPeriodSchema);
