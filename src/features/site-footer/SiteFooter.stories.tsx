import type { Meta, StoryObj } from '@storybook/react-vite';
import { SOCIAL_NETWORKS, type FooterItem } from '../../../contract';
import { SiteFooterView } from './SiteFooterView';

const item = (id: number, translate: string, link: string, isTitle = false): FooterItem => ({
  id,
  translate,
  link,
  is_title: isTitle,
});

const meta = {
  title: 'Features/Contest landing/Footer',
  component: SiteFooterView,
  args: {
    footer: {
      footer_menu: {
        contact: [
          item(1, 'footer.contact.title', '', true),
          item(2, 'footer.contact.phone', 'tel:+85237043188'),
          item(3, 'footer.contact.liveChat', 'https://www.example.com/support'),
        ],
        email: [
          item(10, 'footer.email.title', '', true),
          item(11, 'footer.email.support', 'mailto:support@example.com'),
        ],
        social_media: SOCIAL_NETWORKS.map((network, index) =>
          item(20 + index, network, 'https://www.example.com/'),
        ),
        link: [
          item(30, 'footer.link.title', '', true),
          item(31, 'footer.link.about', 'https://www.example.com/about'),
          item(32, 'footer.link.privacy', 'https://www.example.com/privacy'),
        ],
      },
      compliance_menu: {
        risk_disclosure:
          'Trading leveraged products carries a high level of risk and may not be suitable for all investors.',
        doo_entities:
          'The contest is operated by the group entities regulated in their respective jurisdictions.',
        notices:
          'The information on this site is not directed at residents of any country where its distribution would be contrary to local law.',
        compliance_document: [
          item(40, 'footer.compliance.clientAgreement', 'https://www.example.com/ca.pdf'),
        ],
        copyright: '© 2025 Doo Group. All rights reserved.',
      },
    },
  },
} satisfies Meta<typeof SiteFooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded; a failed call leaves the footer out (§8), so that state renders nothing. */
export const Ready: Story = {};
