import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SOCIAL_NETWORKS, type FooterItem, type FooterResponse } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { SiteFooterSection } from './SiteFooterSection';

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
    copyright: '© 2025 Doo Group.',
  },
};

const renderFooter = (loadFooter: () => Promise<FooterResponse | false>) => {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <SiteFooterSection loadFooter={loadFooter} />
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

  it('is left out when the call fails (§8)', async () => {
    const loadFooter = vi.fn(async () => false as const);
    const { container } = renderFooter(loadFooter);
    await waitFor(() => expect(loadFooter).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
