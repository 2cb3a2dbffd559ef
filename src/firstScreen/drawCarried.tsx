import { setupI18n, type I18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { carriedAnswersSchema, endpoints, type DrawCarriedSections } from '../../contract';
import { parseAnswer } from '../api/http';
import { RoundCountdown, roundDetailsSnapshot } from '../features/round-countdown';
import { RoundCalendarSpace } from '../features/round-calendar/RoundCalendarSpace';
import { importLocaleMessages } from '../i18n/activateLocale';
import { ActiveLocaleProvider } from '../i18n/ActiveLocaleProvider';
import { defaultLocale, isLocaleCode, locales, type LocaleCode } from '../i18n/locales';

/**
 * The countdown section as the build drew it, before the rounds came: its opening tag and heading (kept, with
 * the ids the app gave them), then the skeleton the drawing replaces.
 */
const countdownSkeleton =
  /(<section\b[^>]*\bdata-section="round-countdown"[^>]*>\s*<h2\b[^>]*>[\s\S]*?<\/h2>)[\s\S]*?(<\/section>)/;

/** Each locale's catalog, set up once per process, for the drawings to read (never the app's shared `i18n`). */
const catalogs = new Map<LocaleCode, Promise<I18n>>();
function catalogOf(locale: LocaleCode): Promise<I18n> {
  if (!catalogs.has(locale)) {
    catalogs.set(
      locale,
      importLocaleMessages(locale).then((messages) => {
        const i18n = setupI18n();
        i18n.load(locale, messages);
        i18n.activate(locale, [locales[locale].tag]);
        return i18n;
      }),
    );
  }
  return catalogs.get(locale)!;
}

/**
 * The live region's words: none in a first render, where the page's own words wait for their catalog part
 * (`CountdownAnnouncement` suspends), so the region is drawn empty, as the app draws it.
 */
const unsaid = () => null;

/**
 * Issue 17: a race page's countdown, drawn by the service from the rounds the page carries, so that it paints
 * with the page rather than after the app's script. What the race page's first render draws from the same
 * answer (`RacePage`: the session still loading, so rounds numbered by locale; the calendar's space empty
 * until its chunk comes; the live region empty): `e2e/first-screen-drawn.spec.ts` compares the two.
 */
export const drawCarriedSections: DrawCarriedSections = async (root, language, block) => {
  if (!countdownSkeleton.test(root)) return root;
  // Read through the contract, as the app reads the same block: its time an instant.
  const carried = carriedAnswersSchema.safeParse(block);
  if (!carried.success) return root;
  const answer = carried.data.answers[endpoints.availableRounds.path];
  if (answer === undefined) return root;
  const rounds = parseAnswer(endpoints.availableRounds, answer, 'carried');
  if (!rounds.ok) return root;
  const i18n = await catalogOf(isLocaleCode(language) ? language : defaultLocale);
  const countdown = renderToString(
    <ActiveLocaleProvider i18n={i18n}>
      <RoundCountdown
        known={roundDetailsSnapshot(rounds.data, carried.data.date)}
        headingLevel={3}
        besideTimes={() => <RoundCalendarSpace />}
        announcement={unsaid}
      />
    </ActiveLocaleProvider>,
  );
  return root.replace(
    countdownSkeleton,
    (_, opening: string, closing: string) => opening + countdown + closing,
  );
};
