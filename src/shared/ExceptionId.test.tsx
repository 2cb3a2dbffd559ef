import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { activateSourceLocale } from '../testing/i18n';
import { ExceptionId } from './ExceptionId';

it('reads as one sentence, with the trace id isolated left to right for right-to-left locales', () => {
  activateSourceLocale();
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <ExceptionId id="7f3c2a9e-51d4-4b8e-9a0f-2c6d1e8b4a57" />
    </I18nProvider>,
  );
  expect(container).toHaveTextContent('Exception ID: 7f3c2a9e-51d4-4b8e-9a0f-2c6d1e8b4a57');
  const id = screen.getByText('7f3c2a9e-51d4-4b8e-9a0f-2c6d1e8b4a57');
  expect(id.tagName).toBe('BDI');
  expect(id).toHaveAttribute('dir', 'ltr');
});
