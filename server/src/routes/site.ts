import type { Hono } from 'hono';
import {
  answeredLocale,
  calendarQuarterOf,
  calendarYearOf,
  carouselResponseSchema,
  contentLocaleQuerySchema,
  footerQuerySchema,
  footerResponseSchema,
  hallOfFameResponseSchema,
  Nationality,
  termsByQuarterSchema,
  type ActivityPeriodWire as ActivityPeriod,
  type Location,
} from '../../../contract';
import type * as z from 'zod/mini';
import { answer, type Service } from '../service/context';
import { toJpy } from '../service/money';
import { parseQuery } from '../service/errors';

const countryOfNationality: Record<string, Location> = {
  [Nationality.CHINA]: { iso_country_code: 'CN', region: 'Guangdong', city: 'Shenzhen' },
  [Nationality.HONG_KONG]: { iso_country_code: 'HK', region: 'Hong Kong', city: 'Hong Kong' },
  [Nationality.TAIWAN]: { iso_country_code: 'TW', region: 'Taipei', city: 'Taipei' },
  [Nationality.MACAU]: { iso_country_code: 'MO', region: 'Macau', city: 'Macau' },
  [Nationality.JAPAN]: { iso_country_code: 'JP', region: 'Tokyo', city: 'Tokyo' },
  [Nationality.JAPAN_SHORT]: { iso_country_code: 'JP', region: 'Tokyo', city: 'Tokyo' },
  [Nationality.KOREA]: { iso_country_code: 'KR', region: 'Seoul', city: 'Seoul' },
  [Nationality.INDIA]: { iso_country_code: 'IN', region: 'Maharashtra', city: 'Mumbai' },
  [Nationality.INDONESIA]: { iso_country_code: 'ID', region: 'Jakarta', city: 'Jakarta' },
};
const defaultLocation: Location = { iso_country_code: 'CN', region: 'Guangdong', city: 'Shenzhen' };

export const mountSiteRoutes = (app: Hono, { db, clock, sessions }: Service): void => {
  const content = db.prepare<[string], { json: string }>('SELECT json FROM site_content WHERE key = ?');
  // Checked against the contract, then sent as stored: the wire form, not the contract's decoded one.
  const document = <Schema extends z.ZodMiniType>(key: string, schema: Schema): z.input<Schema> => {
    const stored: unknown = JSON.parse(content.get(key)?.json ?? 'null');
    schema.parse(stored);
    return stored as z.input<Schema>;
  };

  // A local service has no IP geolocation: a signed-in visitor is "located" in their nationality's country.
  answer(app, 'location', (c) => {
    const active = sessions.optional(c);
    return (active && countryOfNationality[active.user.nationality]) ?? defaultLocation;
  });

  // Footer and terms are stored per locale (seed/legalTexts.ts); the date they name is the service clock's.
  answer(app, 'getFooter', (c) => {
    const { lang } = parseQuery(c, footerQuerySchema);
    const footer = document(`footer:${answeredLocale(lang)}`, footerResponseSchema);
    const year = String(calendarYearOf(clock.now().getTime()));
    const copyright = footer.compliance_menu.copyright.replace('{year}', year);
    return { ...footer, compliance_menu: { ...footer.compliance_menu, copyright } };
  });

  answer(app, 'carouselFile', () => document('carousel', carouselResponseSchema));
  answer(app, 'carousel', () => document('carousel', carouselResponseSchema));
  answer(app, 'termsByQuarter', (c) => {
    c.header('Cache-Control', 'no-store');
    const { lang } = parseQuery(c, contentLocaleQuerySchema);
    const quarter = calendarQuarterOf(clock.now().getTime());
    const terms = document(`terms:${answeredLocale(lang)}`, termsByQuarterSchema);
    return Object.fromEntries(Object.entries(terms).map(([page, entry]) => [page, { ...entry, quarter }]));
  });

  const fame = db.prepare<
    [],
    {
      rank: string;
      name: string;
      round: number;
      round_translate: string;
      profit_rate: number;
      profit_amount: number;
      link_kr: string;
      link_sc: string;
      link_tc: string;
    }
  >('SELECT * FROM hall_of_fame ORDER BY position');
  answer(app, 'hallOfFame', () =>
    hallOfFameResponseSchema.parse(
      fame.all().map((row) => ({
        rank: row.rank,
        name: row.name,
        round: row.round,
        roundTranslate: row.round_translate,
        profitRate: row.profit_rate,
        profitAmount: row.profit_amount,
        profitAmountJpy: toJpy(row.profit_amount),
        kr: row.link_kr,
        sc: row.link_sc,
        tc: row.link_tc,
      })),
    ),
  );

  const periods = db.prepare<
    [string],
    { activity_name: string; quarter: number; end_time: string; pending: number }
  >(
    `SELECT p.activity_name, p.quarter, p.end_time,
       EXISTS (SELECT 1 FROM pending_claims c WHERE c.activity_name = p.activity_name AND c.user_uuid = ?) AS pending
     FROM activity_periods p ORDER BY p.activity_name DESC`,
  );
  answer(app, 'traderDropdown', (c) => {
    const userUuid = sessions.optional(c)?.user.uuid ?? '';
    return periods.all(userUuid).map((row): ActivityPeriod => ({
      activityName: row.activity_name,
      isPendingClaim: row.pending ? 1 : 0,
      isInActivityRounds: row.quarter,
      activityTimeList: [{ type: 'Overall', endTime: row.end_time }],
    }));
  });
};
