import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from '../Button';
import { Notice } from './Notice';
import { noticeTones } from './Notice.css';

const meta = {
  title: 'Design system/Notice',
  component: Notice,
  decorators: [withDesignSystem],
  args: { children: 'Your trading volume is counted once a day.' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { tone: 'success', title: 'Claim submitted' } };

export const Warning: Story = {
  args: { tone: 'warning', title: 'Please check your details', children: 'Click submit again to confirm.' },
};

export const Danger: Story = { args: { tone: 'danger', children: 'The redemption period has ended.' } };

export const WithActions: Story = {
  args: {
    tone: 'warning',
    title: 'Automatic enrolment failed',
    actions: (
      <Button size="sm" tone="secondary">
        Enrol manually
      </Button>
    ),
  },
};

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { tone: 'success', title: 'تم الإرسال', children: 'سنرسل الهدية قريبًا.' },
};
