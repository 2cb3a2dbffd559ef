import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TermsByQuarter } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { TermsCardSection } from './TermsCardSection';

const file: TermsByQuarter = {
  'doo-trader': {
    quarter: '2025Q4',
    title: 'Doo Trader contest terms and conditions',
    clauses: ['Open to verified clients.', '<img src=x onerror=alert(1)> is text.'],
    documentUrl: 'https://www.example.com/terms.pdf',
  },
};

const renderTerms = (pathSegment: string, loadTerms: () => Promise<TermsByQuarter | false>) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <TermsCardSection pathSegment={pathSegment} loadTerms={loadTerms} />
    </I18nProvider>,
  );
};

describe('TermsCardSection', () => {
  it('shows the entry keyed by the first path segment, its clauses as text', async () => {
    renderTerms('doo-trader', async () => file);
    expect(screen.getByRole('status', { name: 'Loading the terms and conditions' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Doo Trader contest terms and conditions' });
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)> is text.');
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Read the full terms and conditions/ })).toHaveAttribute(
      'href',
      'https://www.example.com/terms.pdf',
    );
  });

  it.each([
    ['the call fails', 'doo-trader', async () => false as const],
    ['the file has no entry for the page', 'ib-doo-trader', async () => file],
  ])('is left out when %s', async (_, segment, loadTerms) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderTerms(segment, loadTerms);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    error.mockRestore();
  });
});
