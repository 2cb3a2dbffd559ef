import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../app/session/sessionView';
import { activateSourceLocale } from '../../testing/i18n';
import { RedirectCta } from './CallsToAction';

const renderCta = (session: SessionView['status']) => {
  activateSourceLocale();
  render(
    <I18nProvider i18n={i18n}>
      <RedirectCta variant="client" session={session} loginHref="#login" registerHref="#register" />
    </I18nProvider>,
  );
  return screen.getByRole('link', { name: /log in|account/i });
};

describe('RedirectCta names the way in by what is known of the session (issue 15)', () => {
  it.each([
    ['signedIn', 'Go to my account'],
    ['signedOut', 'Log in'],
    // A person who may be signed in is never told to log in.
    ['unchecked', 'Open my account area'],
    ['loading', 'Open my account area'],
  ] as const)('%s: “%s”', (session, name) => {
    const link = renderCta(session);
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAttribute('href', '#login');
  });
});
