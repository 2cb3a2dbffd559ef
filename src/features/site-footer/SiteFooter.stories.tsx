import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SOCIAL_NETWORKS, type FooterItem, type FooterResponse } from '../../../contract';
import { SiteFooterView } from './SiteFooterView';

const item = (id: number, translate: string, link: string, isTitle = false): FooterItem => ({
  id,
  translate,
  link,
  is_title: isTitle,
});

const footer: FooterResponse = {
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
    compliance_document: [item(40, 'footer.compliance.clientAgreement', 'https://www.example.com/ca.pdf')],
    copyright: '© 2026 Doo Group. All rights reserved.',
    lang: { tag: 'en', direction: 'ltr' },
  },
};

const meta = {
  title: 'Features/Contest landing/Footer',
  component: SiteFooterView,
} satisfies Meta<typeof SiteFooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded (while it loads, nothing shows: the footer sits below the page's end). */
export const Ready: Story = { args: { status: 'ready', footer } };
/** Arabic page, the service's texts in Arabic: the phone number still reads left to right. */
export const ReadyRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: {
    status: 'ready',
    footer: {
      ...footer,
      compliance_menu: {
        ...footer.compliance_menu,
        risk_disclosure:
          'ينطوي تداول المنتجات ذات الرافعة المالية على مستوى عالٍ من المخاطر وقد لا يناسب جميع المستثمرين. قد تخسر أكثر من إيداعك الأولي.',
        doo_entities:
          'تدير المسابقة كيانات المجموعة الخاضعة للتنظيم في الولايات القضائية التابعة لها. لا تُقدَّم الخدمات حيث يحظرها القانون.',
        notices:
          'المعلومات الواردة في هذا الموقع غير موجهة إلى المقيمين في أي بلد يتعارض توزيعها فيه مع القانون المحلي.',
        copyright: '© 2026 Doo Group. جميع الحقوق محفوظة.',
        lang: { tag: 'ar', direction: 'rtl' },
      },
    },
  },
};
/** Arabic page, a service that writes English only: its texts are marked English and read left to right. */
export const EnglishOnlyServiceRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: { status: 'ready', footer },
};
/** The call failed: the standard risk warning stands in, with "Try again". */
export const Failed: Story = {
  args: { status: 'failed', copyrightYear: 2026, onRetry: fn(), retrying: false },
};
export const Retrying: Story = {
  args: { status: 'failed', copyrightYear: 2026, onRetry: fn(), retrying: true },
};
export const FailedRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: { status: 'failed', copyrightYear: 2026, onRetry: fn(), retrying: false },
};
