import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Card } from './Card';
import { cardPaddings, cardTones } from './Card.css';

const meta = {
  title: 'Design system/Card',
  component: Card,
  decorators: [withDesignSystem],
  args: { title: 'Champion', children: 'Up to $40,000.00 for the best rate of return.' },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Sunken: Story = { args: { tone: 'sunken' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const Accent: Story = { args: { tone: 'accent', padding: 'lg' } };
export const WithoutTitle: Story = { args: { title: undefined } };
export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { title: 'البطل', children: 'حتى 40,000.00$ لأفضل معدل عائد.' },
};
