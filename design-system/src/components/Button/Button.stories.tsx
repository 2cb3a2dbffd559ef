import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from './Button';
import { buttonSizes, buttonTones } from './Button.css';
import * as layout from '../../private/storybook.css';

const meta = {
  title: 'Design system/Button',
  component: Button,
  decorators: [withDesignSystem],
  args: { children: 'Join the contest', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { tone: 'primary' } };
export const Secondary: Story = { args: { tone: 'secondary', children: 'Claim prize' } };
export const Ghost: Story = { args: { tone: 'ghost', children: 'View rules' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Cancel redemption' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = { args: { disabled: true } };

/** The label keeps its width under the spinner; clicks are ignored. */
export const Loading: Story = { args: { loading: true } };

/** `asChild` draws a link with the button's look (a router link works the same way). */
export const AsLink: Story = {
  args: { asChild: true, tone: 'ghost', children: <a href="#rules">Contest rules</a> },
};

export const DisabledLink: Story = {
  args: { asChild: true, disabled: true, children: <a href="#rules">Contest rules</a> },
};

/** Every tone in every size, at rest, disabled and loading. */
export const Matrix: Story = {
  render: (args) => (
    <div className={layout.stack}>
      {buttonTones.map((tone) =>
        buttonSizes.map((size) => (
          <div key={`${tone}-${size}`} className={layout.row}>
            <Button {...args} tone={tone} size={size}>
              {tone} {size}
            </Button>
            <Button {...args} tone={tone} size={size} disabled>
              disabled
            </Button>
            <Button {...args} tone={tone} size={size} loading>
              loading
            </Button>
          </div>
        )),
      )}
    </div>
  ),
};

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { children: 'انضم إلى المسابقة', loading: false },
};

export const LongLabelThai: Story = {
  parameters: { lang: 'th' },
  args: { children: 'เข้าร่วมการแข่งขันการเทรด' },
};
