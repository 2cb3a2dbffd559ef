import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TermsEntry } from '../../../contract';
import { TermsCardView } from './TermsCardView';

const meta = {
  title: 'Features/Contest landing/Terms card',
  component: TermsCardView,
} satisfies Meta<typeof TermsCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const clientTerms: TermsEntry = {
  quarter: '2026Q4',
  title: 'Client quarterly event terms and conditions',
  clauses: [
    'The event runs for one calendar quarter; trades opened and closed within the quarter count towards the rewards.',
    "Rewards are credited to the client's account within 15 working days after the quarter ends.",
    'The organiser may disqualify accounts that breach the client agreement or use abusive trading strategies.',
  ],
  documentUrl: 'https://www.example.com/documents/client-terms.pdf',
  lang: { tag: 'en', direction: 'ltr' },
};

const arabicTerms: TermsEntry = {
  ...clientTerms,
  title: 'شروط وأحكام الفعالية الفصلية للعملاء',
  clauses: [
    'تستمر الفعالية ربعًا تقويميًا واحدًا، وتُحتسب في المكافآت الصفقات المفتوحة والمغلقة خلال الربع.',
    'تُضاف المكافآت إلى حساب العميل خلال 15 يوم عمل بعد انتهاء الربع.',
    'يجوز للمنظِّم استبعاد الحسابات التي تخالف اتفاقية العميل أو تستخدم استراتيجيات تداول مسيئة.',
  ],
  lang: { tag: 'ar', direction: 'rtl' },
};

/** The page's own event's terms, for the service clock's quarter. */
export const Ready: Story = { args: { status: 'ready', terms: clientTerms } };
/** The file still holds an earlier quarter's terms: the card says so. */
export const EarlierQuarter: Story = {
  args: { status: 'ready', terms: { ...clientTerms, quarter: '2026Q3' }, awaitedQuarter: '2026Q4' },
};
export const Loading: Story = { args: { status: 'loading' } };
/** The call failed, or the file has no entry for the page. */
export const Failed: Story = { args: { status: 'failed', onRetry: fn(), retrying: false } };
export const Retrying: Story = { args: { status: 'failed', onRetry: fn(), retrying: true } };
export const ReadyRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: { status: 'ready', terms: arabicTerms },
};
/** Arabic page, a service that writes English only: the clauses are marked English, left to right. */
export const EnglishOnlyServiceRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: { status: 'ready', terms: clientTerms },
};
export const FailedRightToLeft: Story = {
  globals: { locale: 'ae' },
  args: { status: 'failed', onRetry: fn(), retrying: false },
};
