import { Select } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { chooseLocale } from './activateLocale';
import { isLocaleCode, localeCodes, locales } from './locales';

const options = localeCodes.map((code) => ({ value: code, label: locales[code].nativeName }));

export function LanguagePicker() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const hasLangParam = useRouterState({ select: (state) => 'lang' in state.location.search });

  const onValueChange = async (value: string) => {
    if (!isLocaleCode(value)) return;
    await chooseLocale(value);
    // A `?lang=` in the address would override the new choice on the next visit.
    if (hasLangParam) {
      await navigate({ to: '.', search: (previous) => ({ ...previous, lang: value }), replace: true });
    }
  };

  return (
    <Select
      label={t`Language`}
      hideLabel
      options={options}
      value={i18n.locale}
      onValueChange={onValueChange}
    />
  );
}
