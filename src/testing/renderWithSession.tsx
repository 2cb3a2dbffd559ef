import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionViewProvider, signedOutView, type SessionView } from '../app/session/sessionView';
import { activateSourceLocale } from './i18n';

/** Renders a section in the English source locale for a given visitor (signed out by default). */
export function renderWithSession(ui: ReactNode, session: SessionView = signedOutView) {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <SessionViewProvider value={session}>{ui}</SessionViewProvider>
    </I18nProvider>,
  );
}
