import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionMessage, readSessionMessage } from '../../../contract';
import { activateLocale } from '../../i18n/activateLocale';
import { activateSourceLocale } from '../../testing/i18n';
import { SessionGateView } from './SessionGateView';

const renderUnauthorized = (serviceSaid: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <SessionGateView
        state={{
          kind: 'unauthorized',
          failure: { message: readSessionMessage(serviceSaid), code: 10103, traceId: 'trace-1' },
          onSignIn: vi.fn(),
        }}
      />
    </I18nProvider>,
  );

describe('SessionGateView for a rejected session (issue 16: "Session expired" raw in sc)', () => {
  afterEach(() => activateSourceLocale());

  it('says what the service said in the reader’s language', async () => {
    await activateLocale('sc');
    renderUnauthorized(SessionMessage.EXPIRED);
    const alert = screen.getByRole('alert');
    // The sentences load with a chunk and a catalog part of their own (compiled on first import in a test).
    await screen.findByText('您的登录已过期。');
    expect(alert).not.toHaveTextContent('Session expired');
    expect(alert.querySelector('[lang="en"]')).toBeNull();
  });

  it('shows a message it does not know as the service wrote it, marked English and left to right', async () => {
    await activateLocale('sc');
    renderUnauthorized('Token revoked by administrator');
    const raw = await screen.findByText('Token revoked by administrator');
    expect(raw).toHaveAttribute('lang', 'en');
    expect(raw).toHaveAttribute('dir', 'ltr');
  });
});
