import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog.Root,
  decorators: [withDesignSystem],
  args: { onOpenChange: fn(), children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (closeLabel = 'Close') => (
  <Dialog.Content closeLabel={closeLabel}>
    <Dialog.Title>Register for round 3</Dialog.Title>
    <Dialog.Description>
      Your account will compete in the Forex category. Trades opened before registration do not count.
    </Dialog.Description>
    <Dialog.Actions>
      <Dialog.Close>
        <Button tone="ghost">Not now</Button>
      </Dialog.Close>
      <Button>Register</Button>
    </Dialog.Actions>
  </Dialog.Content>
);

/** Closed, with its trigger. */
export const Closed: Story = {
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger>
        <Button>Register</Button>
      </Dialog.Trigger>
      {body()}
    </Dialog.Root>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for round 3' });
    // Visible once its opening animation has run: awaited to its end, however long a busy machine takes to play
    // it (a second's wait for it failed in CI).
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <Dialog.Root {...args}>{body()}</Dialog.Root>,
};

export const Sizes: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div>
      {dialogSizes.map((size) => (
        <Dialog.Root key={size} {...args} defaultOpen={size === 'lg'}>
          <Dialog.Trigger>
            <Button tone="ghost">Open {size}</Button>
          </Dialog.Trigger>
          <Dialog.Content size={size} closeLabel="Close">
            <Dialog.Title>Size {size}</Dialog.Title>
            <Dialog.Description>
              The panel's inline size; phones always get a bottom sheet.
            </Dialog.Description>
          </Dialog.Content>
        </Dialog.Root>
      ))}
    </div>
  ),
};

/** No corner button: the dialog must offer its own `Dialog.Close`. */
export const WithoutCornerClose: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>Session expired</Dialog.Title>
        <Dialog.Actions>
          <Dialog.Close>
            <Button>Sign in again</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

/** Closes by itself three seconds after opening. */
export const AutoClose: Story = {
  args: { autoCloseMs: 3000 },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger>
        <Button tone="secondary">Claim prize</Button>
      </Dialog.Trigger>
      <Dialog.Content closeLabel="Close" size="sm">
        <Dialog.Title>Prize claimed</Dialog.Title>
        <Dialog.Description>This message closes in 3 seconds.</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content closeLabel="Close">
        <Dialog.Title>Contest terms and conditions, as agreed at registration</Dialog.Title>
        <Dialog.Description>Please read before you register.</Dialog.Description>
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>
            {i + 1}. Only trades opened and closed within the round count towards the return rate. Accounts
            found abusing the contest are removed from the ranking.
          </p>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  ),
};

export const RightToLeft: Story = {
  args: { defaultOpen: true },
  parameters: rtlParameters,
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content closeLabel="إغلاق">
        <Dialog.Title>التسجيل في الجولة 3</Dialog.Title>
        <Dialog.Description>سيتنافس حسابك في فئة الفوركس.</Dialog.Description>
        <Dialog.Actions>
          <Dialog.Close>
            <Button tone="ghost">ليس الآن</Button>
          </Dialog.Close>
          <Button>تسجيل</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
