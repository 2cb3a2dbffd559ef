import { NativeSelect } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { chooseLocale } from './activateLocale';
import { isLocaleCode, localeCodes, locales, type LocaleCode } from './locales';

/** §1: the contest landing pages offer simplified and traditional Chinese and Korean only… */
const landingPaths = new Set(['/doo-trader', '/ib-doo-trader']);
const landingLocales: readonly LocaleCode[] = ['sc', 'tc', 'kr'];
/** …and show no choice at all to readers of the Japanese and Indonesian pages. */
const landingLocalesWithoutPicker: readonly LocaleCode[] = ['jp', 'id'];

const toOptions = (codes: readonly LocaleCode[]) =>
  // Each language named in itself, and marked so: a screen reader reads "한국어" with a Korean voice.
  codes.map((code) => ({ value: code, label: locales[code].nativeName, lang: locales[code].tag }));
const allOptions = toOptions(localeCodes);
const landingOptions = toOptions(landingLocales);

/** The locales the picker offers on a page, or `null` when it is hidden there. */
export function pickerLocales(pathname: string, active: string): readonly LocaleCode[] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!landingPaths.has(path)) return localeCodes;
  if ((landingLocalesWithoutPicker as readonly string[]).includes(active)) return null;
  return landingLocales;
}

export function LanguagePicker() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const hasLangParam = useRouterState({ select: (state) => 'lang' in state.location.search });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const offered = pickerLocales(pathname, i18n.locale);
  if (offered === null) return null;

  const onValueChange = async (value: string) => {
    if (!isLocaleCode(value)) return;
    await chooseLocale(value);
    // A `?lang=` in the address would override the new choice on the next visit.
    if (hasLangParam) {
      await navigate({ to: '.', search: (previous) => ({ ...previous, lang: value }), replace: true });
    }
  };

  return (
    <NativeSelect
      label={t`Language`}
      hideLabel
      size="sm"
      // Thirteen names in seven scripts: sized by the longest, the first paint waited for every script's face.
      fitsChosen
      options={offered === localeCodes ? allOptions : landingOptions}
      // A locale the page does not offer (English on the contest page) shows the placeholder instead.
      value={(offered as readonly string[]).includes(i18n.locale) ? i18n.locale : ''}
      placeholder={t`Language`}
      onValueChange={(value) => void onValueChange(value)}
    />
  );
}
