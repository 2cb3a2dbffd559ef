import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PosterRenderError } from '../../../machines/posterSave.machine';
import { shareChoiceFor } from '../../../machines/shareNetworks';
import { PosterCard } from './PosterCard';
import { PosterDialog, type PosterDialogProps } from './PosterDialog';
import { samplePoster } from './posterFixture';

const poster = samplePoster;

const meta = {
  title: 'Features/Race/Share poster',
  component: PosterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    poster,
    shareLink: 'https://promo.example.com/doo-trader',
    download: fn(),
    shareChoice: shareChoiceFor('sc'),
    shareNatively: fn(async () => undefined) as PosterDialogProps['shareNatively'],
    copyText: fn(async () => undefined) as PosterDialogProps['copyText'],
  },
} satisfies Meta<typeof PosterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // Clickable once the dialog's opening animation has run.
  const save = within(dialog).getByRole('button', { name: 'Save poster' });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  await userEvent.click(save);
};
const failing = (error: Error) => () => Promise.reject(error);

/** `ready`: the poster as it will be saved, with save and share. */
export const Ready: Story = {};

/** `ready` in a browser without a share sheet: a Chinese reader's networks, copy link and the WeChat hint. */
export const ShareChoicesChina: Story = { args: { shareNatively: null } };

/** `ready` without a share sheet for a Japanese participant: LINE first. */
export const ShareChoicesJapan: Story = {
  args: { shareNatively: null, shareChoice: shareChoiceFor('jp', 'JPN') },
};

const copyLink = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
};

/** `ready`, link copied: the person is told where to paste it. */
export const LinkCopied: Story = { play: copyLink };

/** `ready`, the clipboard refused: the link is shown to copy by hand. */
export const LinkCopyFailed: Story = {
  args: { copyText: () => Promise.reject(new Error('denied')) },
  play: copyLink,
};

/** `rendering`: the save button is busy. */
export const Rendering: Story = { args: { renderPoster: () => new Promise(() => undefined) }, play: save };

/** `failed`: §8 canvas context missing. */
export const CanvasContextMissing: Story = {
  args: { renderPoster: failing(new PosterRenderError('canvasContextMissing', 'no context')) },
  play: save,
};

/** `failed`: §8 background image load failure. */
export const BackgroundImageFailed: Story = {
  args: { renderPoster: failing(new PosterRenderError('backgroundImageFailed', 'no background')) },
  play: save,
};

/** `failed`: §8 vector image load failure. */
export const VectorImageFailed: Story = {
  args: { renderPoster: failing(new PosterRenderError('vectorImageFailed', 'no svg')) },
  play: save,
};

/**
 * The poster alone, exactly as rendered to the JPEG: a top-5 rank shows the estimated prize, here with
 * the requirements it depends on.
 */
export const PosterTopFive: StoryObj<typeof PosterCard> = { render: () => <PosterCard poster={poster} /> };

/** Every requirement met: the plain estimated prize. */
export const PosterEveryRequirementMet: StoryObj<typeof PosterCard> = {
  render: () => (
    <PosterCard
      poster={{ ...poster, prize: { kind: 'eligible', met: { duration: true, volume: true, trades: true } } }}
    />
  ),
};

/** Below rank 5 there is no estimated prize; long and markup-like names stay text. */
export const PosterLongName: StoryObj<typeof PosterCard> = {
  render: () => (
    <PosterCard
      poster={{
        ...poster,
        ranking: 57,
        prizeMoney: 0,
        fullName: '<img src=x onerror=alert(1)> Alexandra Konstantinopoulou',
      }}
    />
  ),
};

/** A Japanese participant's poster: round 2 reads as round 1. */
export const PosterShiftedRound: StoryObj<typeof PosterCard> = {
  render: () => <PosterCard poster={{ ...poster, displayRound: 1, fullName: '佐藤花子' }} />,
};

/** Between rounds: the round just ended reads "Ranking", with its result still provisional (risk review). */
export const PosterRoundEndedProvisional: StoryObj<typeof PosterCard> = {
  render: () => <PosterCard poster={{ ...poster, roundInProgress: false, result: 'provisional' }} />,
};

/** 30 days after its end the round is finalized: the same poster with its result final. */
export const PosterRoundEndedFinal: StoryObj<typeof PosterCard> = {
  render: () => <PosterCard poster={{ ...poster, roundInProgress: false, result: 'final' }} />,
};
