import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TermsByQuarter, TermsEntry } from '../../../contract';
import type { PageTerms } from '../../../machines/pageTerms';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { activateSourceLocale, switchLocaleInPlace } from '../../testing/i18n';
import { describeSectionPaths } from '../../testing/sectionPaths';
import {
  loadPageTermsFromService,
  TermsCardSection,
  termsMachine,
  type TermsQuery,
} from './TermsCardSection';

const api = vi.hoisted(() => ({
  getTermsByQuarter: vi.fn<(query: { lang?: string }) => Promise<TermsByQuarter | false>>(),
  serviceNow: vi.fn(() => Date.parse('2026-11-10T09:00:00Z')),
}));
vi.mock('../../api', () => api);

beforeAll(() => loadCatalogPart('legal', 'en'), 30_000);

const entry = (title: string, overrides: Partial<TermsEntry> = {}): TermsEntry => ({
  quarter: '2026Q4',
  title,
  clauses: ['Open to verified clients.', '<img src=x onerror=alert(1)> is text.'],
  documentUrl: 'https://www.example.com/terms.pdf',
  lang: { tag: 'en', direction: 'ltr' },
  ...overrides,
});

const renderTerms = (loadTerms: (query: TermsQuery) => Promise<PageTerms | false>) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <TermsCardSection pathSegment="client" loadTerms={loadTerms} />
    </I18nProvider>,
  );
};

describe('TermsCardSection', () => {
  it('shows the terms as text, marked with the language the service wrote them in', async () => {
    renderTerms(async () => ({
      terms: entry('شروط وأحكام الفعالية الفصلية للعملاء', { lang: { tag: 'ar', direction: 'rtl' } }),
    }));
    const card = await screen.findByRole('region', { name: 'شروط وأحكام الفعالية الفصلية للعملاء' });
    expect(card).toHaveTextContent('Terms and conditions for 2026Q4');
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)> is text.');
    expect(card.querySelector('img')).toBeNull();
    const clauses = within(card).getByRole('list');
    expect(clauses).toHaveAttribute('lang', 'ar');
    expect(clauses).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByRole('heading').querySelector('[lang="ar"][dir="rtl"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Read the full terms and conditions/ })).toHaveAttribute(
      'href',
      'https://www.example.com/terms.pdf',
    );
  });

  it('says when the terms are of an earlier quarter than the service clock’s', async () => {
    renderTerms(async () => ({
      terms: entry('Client event terms', { quarter: '2025Q4' }),
      awaitedQuarter: '2026Q4',
    }));
    const card = await screen.findByRole('region', { name: 'Client event terms' });
    expect(card).toHaveTextContent('Terms and conditions for 2025Q4');
    expect(card).toHaveTextContent('The terms for 2026Q4 are not published yet; these are the latest.');
  });
});

describe('TermsCardSection after a switch of language (issue 16, item 12)', () => {
  afterEach(activateSourceLocale);

  it(
    'asks for the terms again in the new language and shows them, marked with it',
    async () => {
      const titles: Record<string, string> = {
        en: 'Client quarterly event terms',
        ae: 'شروط الفعالية الفصلية للعملاء',
      };
      const loadTerms = vi.fn(async ({ lang }: TermsQuery) => ({
        terms: entry(titles[lang] ?? lang, {
          lang: lang === 'ae' ? { tag: 'ar', direction: 'rtl' } : { tag: 'en', direction: 'ltr' },
        }),
      }));
      renderTerms(loadTerms);
      await screen.findByRole('region', { name: titles.en });
      expect(loadTerms).toHaveBeenLastCalledWith({ page: 'client', lang: 'en' });

      await switchLocaleInPlace('ae');
      const card = await screen.findByRole('region', { name: titles.ae });
      expect(loadTerms).toHaveBeenCalledTimes(2);
      expect(loadTerms).toHaveBeenLastCalledWith({ page: 'client', lang: 'ae' });
      expect(within(card).getByRole('list')).toHaveAttribute('lang', 'ar');
      expect(screen.queryByRole('region', { name: titles.en })).toBeNull();
    },
    // The `ae` part of the legal texts compiles on first import: seconds on a busy 2-core machine.
    20_000,
  );
});

describe('loadPageTermsFromService (issue 16, items 12 and 13)', () => {
  const file: TermsByQuarter = {
    'doo-trader': entry('Doo Trader contest terms and conditions', { quarter: '2025Q4' }),
    client: entry('Client quarterly event terms and conditions'),
  };

  it('asks in the reader’s language and gives the page its own event’s terms, against the service clock', async () => {
    api.getTermsByQuarter.mockResolvedValue(file);
    expect(await loadPageTermsFromService({ page: 'client', lang: 'sc' })).toEqual({ terms: file.client });
    expect(api.getTermsByQuarter).toHaveBeenCalledWith({ lang: 'sc' });
    expect(await loadPageTermsFromService({ page: 'doo-trader', lang: 'sc' })).toEqual({
      terms: file['doo-trader'],
      awaitedQuarter: '2026Q4',
    });
  });

  it('fails when the file has no entry for the page, so the card says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getTermsByQuarter.mockResolvedValue(file);
    expect(await loadPageTermsFromService({ page: 'iboffer', lang: 'en' })).toBe(false);
    expect(error).toHaveBeenCalledWith('Terms file has no entry for "iboffer"');
    error.mockRestore();
  });
});

describeSectionPaths('TermsCardSection driven by sectionData', termsMachine, {
  samples: { ready: { terms: entry('Client quarterly event terms and conditions') } },
  render: (load) => <TermsCardSection pathSegment="client" loadTerms={load} />,
  states: {
    loading: () => {
      expect(screen.getByRole('status', { name: 'Loading the terms and conditions' })).toBeInTheDocument();
    },
    ready: async () => {
      expect(
        await screen.findByRole('region', { name: 'Client quarterly event terms and conditions' }),
      ).toHaveTextContent('Open to verified clients.');
    },
    failed: () => {
      const card = screen.getByRole('region', { name: 'Terms and conditions' });
      expect(card).toHaveTextContent('The terms and conditions could not be loaded.');
      expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
});
