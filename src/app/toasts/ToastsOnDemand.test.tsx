import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { traceEvents } from '../../api';
import { activateSourceLocale } from '../../testing/i18n';
import { ToastsOnDemand } from './ToastsOnDemand';

describe('ToastsOnDemand', () => {
  it('loads no toast code until a failure, then shows the toasts of the failures that came before it loaded', async () => {
    activateSourceLocale();
    render(
      <I18nProvider i18n={i18n}>
        <ToastsOnDemand />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Exception ID/)).toBeNull();

    // The first failure comes before the toasts' code is there: it must not be lost.
    traceEvents.emit({ kind: 'failure', traceId: 'trace-before-load' });
    expect(await screen.findByText(/trace-before-load/)).toBeInTheDocument();
  });
});
