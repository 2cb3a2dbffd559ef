import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_NETWORKS, type FooterItem, type FooterQuery, type FooterResponse } from '../../../contract';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { activateSourceLocale, switchLocaleInPlace } from '../../testing/i18n';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { footerMachine, SiteFooterSection } from './SiteFooterSection';

beforeAll(() => loadCatalogPart('legal', 'en'), 30_000);

const NOVEMBER_2026 = () => Date.parse('2026-11-10T09:00:00Z');

const item = (id: number, translate: string, link: string, isTitle = false): FooterItem => ({
  id,
  translate,
  link,
  is_title: isTitle,
});

export const footerFixture: FooterResponse = {
  footer_menu: {
    contact: [item(1, 'footer.contact.title', '', true), item(2, 'footer.contact.phone', 'tel:+85237043188')],
    email: [
      item(10, 'footer.email.title', '', true),
      item(11, 'footer.email.support', 'mailto:support@example.com'),
    ],
    social_media: SOCIAL_NETWORKS.map((network, index) =>
      item(20 + index, network, `https://${network}.example.com/`),
    ),
    link: [
      item(30, 'footer.link.title', '', true),
      item(31, 'footer.link.about', 'https://www.example.com/about'),
      item(32, '<b>Careers</b>', 'javascript:alert(1)'),
    ],
  },
  compliance_menu: {
    risk_disclosure: 'Trading leveraged products carries a high level of risk.',
    doo_entities: 'The contest is operated by the group entities.',
    notices: '<script>alert(1)</script> notices',
    compliance_document: [item(40, 'footer.compliance.clientAgreement', 'https://www.example.com/ca.pdf')],
    copyright: '© 2026 Doo Group.',
    lang: { tag: 'en', direction: 'ltr' },
  },
};

const arabicFooter: FooterResponse = {
  ...footerFixture,
  compliance_menu: {
    ...footerFixture.compliance_menu,
    risk_disclosure: 'ينطوي تداول المنتجات ذات الرافعة المالية على مستوى عالٍ من المخاطر.',
    lang: { tag: 'ar', direction: 'rtl' },
  },
};

const renderFooter = (loadFooter: (query: FooterQuery) => Promise<FooterResponse | false>) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <SiteFooterSection loadFooter={loadFooter} now={NOVEMBER_2026} />
    </I18nProvider>,
  );
};

describe('SiteFooterSection', () => {
  it('asks for the footer in the reader’s language', async () => {
    const loadFooter = vi.fn(async () => footerFixture);
    renderFooter(loadFooter);
    await screen.findByRole('region', { name: 'Contact and legal information' });
    expect(loadFooter).toHaveBeenCalledWith({ lang: 'en' });
  });

  it('is a busy section while its answer loads, so that the page keeps its room meanwhile', async () => {
    const { container } = renderFooter(() => new Promise<never>(() => {}));
    await vi.waitFor(() => expect(container.querySelector('section[aria-busy="true"]')).not.toBeNull());
    expect(container.querySelector('section[aria-busy="true"]')).toBeEmptyDOMElement();
  });

  it('shows the menus with translated titles, the nine social links and the compliance texts', async () => {
    renderFooter(async () => footerFixture);
    const footer = await screen.findByRole('region', { name: 'Contact and legal information' });
    expect(within(footer).getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Phone: +85237043188' })).toHaveAttribute(
      'href',
      'tel:+85237043188',
    );
    expect(
      within(footer).getByRole('link', { name: 'Customer support: support@example.com' }),
    ).toBeInTheDocument();
    for (const network of SOCIAL_NETWORKS) {
      const link = within(footer).getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(footer).getByRole('link', { name: 'Client agreement' })).toHaveAttribute(
      'href',
      'https://www.example.com/ca.pdf',
    );
    expect(footer).toHaveTextContent('<script>alert(1)</script> notices');
    expect(footer.querySelector('script')).toBeNull();
    // A link the service sends with another scheme is not drawn as a link.
    expect(within(footer).queryByText('<b>Careers</b>')).not.toBeInTheDocument();
  });

  it('marks the compliance texts with the language the service wrote them in, numbers left to right', async () => {
    renderFooter(async () => arabicFooter);
    const footer = await screen.findByRole('region', { name: 'Contact and legal information' });
    const risk = within(footer).getByText(arabicFooter.compliance_menu.risk_disclosure);
    expect(risk.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(risk.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(footer).getByText('© 2026 Doo Group.')).toHaveAttribute('lang', 'ar');
    // In a right-to-left page an unisolated `+85237043188` reads `85237043188+`.
    expect(within(footer).getByText('+85237043188').tagName).toBe('BDI');
    expect(within(footer).getByText('+85237043188')).toHaveAttribute('dir', 'ltr');
  });

  it('keeps a standard risk warning and the clock’s copyright year when the call fails (issue 15)', async () => {
    const loadFooter = vi.fn<() => Promise<FooterResponse | false>>().mockResolvedValueOnce(false);
    renderFooter(loadFooter);
    const footer = await screen.findByRole('region', { name: 'Contact and legal information' });
    expect(within(footer).getByRole('heading', { name: 'Risk warning (standard text)' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      'Trading leveraged products carries a high level of risk and may not be suitable for all investors.',
    );
    expect(footer).toHaveTextContent('© 2026 Doo Group. All rights reserved.');
    loadFooter.mockResolvedValueOnce(footerFixture);
    await userEvent.click(within(footer).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(loadFooter).toHaveBeenCalledTimes(2);
  });
});

describe('SiteFooterSection after a switch of language (issue 16, item 12)', () => {
  afterEach(activateSourceLocale);

  it(
    'asks for the footer again in the new language and shows its texts, marked with it',
    async () => {
      const loadFooter = vi.fn(async ({ lang }: FooterQuery) =>
        lang === 'ae' ? arabicFooter : footerFixture,
      );
      renderFooter(loadFooter);
      await screen.findByText(footerFixture.compliance_menu.risk_disclosure);
      expect(loadFooter).toHaveBeenLastCalledWith({ lang: 'en' });

      await switchLocaleInPlace('ae');
      const risk = await screen.findByText(arabicFooter.compliance_menu.risk_disclosure);
      expect(risk.closest('[lang]')).toHaveAttribute('lang', 'ar');
      expect(loadFooter).toHaveBeenCalledTimes(2);
      expect(loadFooter).toHaveBeenLastCalledWith({ lang: 'ae' });
      expect(screen.queryByText(footerFixture.compliance_menu.risk_disclosure)).toBeNull();
    },
    // The `ae` part of the legal texts compiles on first import: seconds on a busy 2-core machine.
    20_000,
  );
});

describeSectionPaths('SiteFooterSection driven by sectionData', footerMachine, {
  samples: { ready: footerFixture },
  render: (load) => <SiteFooterSection loadFooter={load} now={NOVEMBER_2026} />,
  states: {
    loading: () => {
      expect(screen.queryByRole('region', { name: 'Contact and legal information' })).not.toBeInTheDocument();
    },
    ready: async () => {
      const footer = await screen.findByRole('region', { name: 'Contact and legal information' });
      expect(footer).toHaveTextContent('Trading leveraged products carries a high level of risk.');
    },
    failed: () => {
      const footer = screen.getByRole('region', { name: 'Contact and legal information' });
      expect(footer).toHaveTextContent('The contact details and legal documents could not be loaded.');
      expect(
        within(footer).getByRole('heading', { name: 'Risk warning (standard text)' }),
      ).toBeInTheDocument();
    },
  },
});
