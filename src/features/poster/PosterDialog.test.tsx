import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { posterSaveModel, renderedPoster } from '../../../machines/posterSave.fixtures';
import { posterSaveMachine } from '../../../machines/posterSave.machine';
import { shareChoiceFor, type ShareChoice } from '../../../machines/shareNetworks';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { flushPromises } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import type { PosterData } from './PosterCard';
import { PosterDialog } from './PosterDialog';
import { samplePoster } from './posterFixture';

const poster = samplePoster;

const failureTexts = {
  canvasContextMissing: 'Your browser could not draw the poster. Please try another browser.',
  backgroundImageFailed:
    'The poster background could not be loaded. Please check your connection and try again.',
  vectorImageFailed: 'The poster image could not be created. Please try again.',
  unknown: 'The poster could not be saved. Please try again.',
};

const chineseReader = shareChoiceFor('sc');

function renderPoster(
  data: PosterData = poster,
  {
    shareChoice = chineseReader,
    nativeShare = true,
  }: { shareChoice?: ShareChoice; nativeShare?: boolean } = {},
) {
  activateSourceLocale();
  const pending: Array<{ resolve: (url: string) => void; reject: (error: unknown) => void }> = [];
  const renderImage = vi.fn(
    () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const download = vi.fn();
  const shareNatively = vi.fn(async (_data: ShareData) => undefined);
  const copyText = vi.fn(async (_text: string) => undefined);
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <PosterDialog
        open={open}
        onOpenChange={setOpen}
        poster={data}
        shareLink="https://promo.example.com/doo-trader"
        renderPoster={renderImage}
        download={download}
        shareChoice={shareChoice}
        shareNatively={nativeShare ? shareNatively : null}
        copyText={copyText}
      />
    );
  }
  const view = render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  );
  return { ...view, pending, renderImage, download, shareNatively, copyText, user: userEvent.setup() };
}
type System = ReturnType<typeof renderPoster>;
const copyNotices = {
  copied: 'Link copied. Paste it into any chat or post.',
  failed: 'The link could not be copied. Select it and copy it: https://promo.example.com/doo-trader',
};
const expectCopyNotice = (linkCopy: 'idle' | 'copied' | 'failed') => {
  const status = screen.getByText((_, element) => element?.matches('[role=dialog] p[role=status]') ?? false);
  expect(status).toHaveTextContent(linkCopy === 'idle' ? /^$/ : copyNotices[linkCopy]);
};
const saveButton = () => screen.getByRole('button', { name: 'Save poster' });

describeModelPaths('PosterDialog driven by posterSave', posterSaveMachine, posterSaveModel, {
  // Each path starts once the dialog has settled: its layers take the pointer in an effect after mounting.
  render: async () => {
    const system = renderPoster();
    await act(() => flushPromises());
    return system;
  },
  events: {
    'save.requested': async ({ user }: System) => user.click(saveButton()),
    'share.requested': async ({ user, shareNatively }: System) => {
      // While the poster renders, Share opens nothing; otherwise it opens the share sheet once.
      const busy = saveButton().getAttribute('aria-busy') === 'true';
      const before = shareNatively.mock.calls.length;
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(shareNatively).toHaveBeenCalledTimes(before + (busy ? 0 : 1));
      expect(shareNatively).toHaveBeenLastCalledWith({
        title: 'Share my result',
        text: 'I am ranked #3 in the Doo Trader contest. Join me!',
        url: 'https://promo.example.com/doo-trader',
      });
    },
    'link.copied': async ({ user, copyText }: System) => {
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(copyText).toHaveBeenLastCalledWith('https://promo.example.com/doo-trader');
    },
    'link.copyFailed': async ({ user, copyText }: System) => {
      copyText.mockRejectedValueOnce(new Error('denied'));
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
    },
    'xstate.done.actor.renderPoster': async ({ pending }: System) => {
      pending.shift()!.resolve(renderedPoster);
      await act(() => flushPromises());
    },
    'xstate.error.actor.renderPoster': async ({ pending }: System, event) => {
      pending.shift()!.reject((event as unknown as { error: unknown }).error);
      await act(() => flushPromises());
    },
  },
  states: {
    ready: ({ download }: System, snapshot) => {
      expect(screen.getByRole('dialog', { name: 'Share my result' })).toBeInTheDocument();
      expectCopyNotice(snapshot.context.linkCopy);
      expect(saveButton()).not.toHaveAttribute('aria-busy');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(download).not.toHaveBeenCalled();
      expect(screen.getByTestId('share-poster')).toHaveTextContent(
        'Estimated prizeUSD 9,240Depends on the entry requirements: needs 4 more trading days and needs 8 more trades',
      );
    },
    rendering: ({ renderImage }: System) => {
      expect(saveButton()).toHaveAttribute('aria-busy', 'true');
      // A retry clears the last failure's message while the poster renders again.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(renderImage).toHaveBeenCalledWith(screen.getByTestId('share-poster'));
    },
    failed: (_system, snapshot) => {
      expectCopyNotice(snapshot.context.linkCopy);
      expect(screen.getByRole('alert')).toHaveTextContent(failureTexts[snapshot.context.failure!]);
      expect(saveButton()).not.toHaveAttribute('aria-busy');
      expect(saveButton()).toBeEnabled();
    },
    saved: ({ download }: System) => {
      expect(download).toHaveBeenCalledExactlyOnceWith(renderedPoster, '20100001.jpg');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  },
  say: {
    'xstate.init': 'Sign in as cn-participant, open /doo-trader/my-race and click *Share my result*.',
    'save.requested': 'Click *Save poster*.',
    'share.requested': 'Click *Share* (on a phone that offers sharing).',
    'link.copied': 'Click *Copy link*.',
    'link.copyFailed': 'Click *Copy link* in a browser that refuses the clipboard (permission denied).',
  },
  cleanup: ({ unmount }: System) => unmount(),
});

describe('the share poster (§2)', () => {
  it('shows the name, account, ranking, volume, trades, return and, for ranks 1–5, the estimated prize', () => {
    renderPoster();
    const card = screen.getByTestId('share-poster');
    for (const text of [
      '王小明',
      'Contest account 20100001',
      '#3',
      '96.5',
      '22',
      '319.21%',
      'USD 9,240',
      'Round 2',
    ]) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('says what the estimated prize depends on when a requirement is unmet', () => {
    renderPoster();
    const card = screen.getByTestId('share-poster');
    expect(card).toHaveTextContent('USD 9,240');
    expect(card).toHaveTextContent(
      'Depends on the entry requirements: needs 4 more trading days and needs 8 more trades',
    );
  });

  it('shows the plain estimated prize when every requirement is met', () => {
    renderPoster({
      ...poster,
      prize: { kind: 'eligible', met: { duration: true, volume: true, trades: true } },
    });
    const card = screen.getByTestId('share-poster');
    expect(card).toHaveTextContent('USD 9,240');
    expect(card).not.toHaveTextContent('Depends on');
  });

  it('shows a Japanese participant the estimated prize in yen (§1)', () => {
    renderPoster({ ...poster, currency: 'JPY' });
    const card = screen.getByTestId('share-poster');
    expect(card).toHaveTextContent('¥1,386,000');
    expect(card).not.toHaveTextContent('USD');
  });

  it('shows no estimated prize below rank 5', () => {
    renderPoster({ ...poster, ranking: 6, prizeMoney: 1500 });
    expect(screen.getByTestId('share-poster')).not.toHaveTextContent('Estimated prize');
  });

  it('renders a name as text, never as markup', () => {
    renderPoster({ ...poster, fullName: '<img src=x onerror=alert(1)>' });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByTestId('share-poster').querySelector('img')).toBeNull();
  });
});

describe("sharing in the person's region (§2)", () => {
  const linkTargets = () =>
    screen
      .getAllByRole('link')
      .map((link) => [link.textContent, new URL(link.getAttribute('href')!).hostname] as const);

  it('without the Web Share API, offers a Chinese reader Weibo, QQ Zone and copy link with a WeChat hint, not X', () => {
    renderPoster(poster, { nativeShare: false });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Share on' });
    expect(list).toBeInTheDocument();
    expect(linkTargets()).toEqual([
      ['Weibo (opens in a new tab)', 'service.weibo.com'],
      ['QQ Zone (opens in a new tab)', 'sns.qzone.qq.com'],
    ]);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText(/WeChat has no share button on the web/)).toBeInTheDocument();
  });

  it('offers LINE first to a Japanese participant', () => {
    renderPoster(poster, { nativeShare: false, shareChoice: shareChoiceFor('jp', 'JPN') });
    expect(linkTargets()).toEqual([
      ['LINE (opens in a new tab)', 'social-plugins.line.me'],
      ['X (opens in a new tab)', 'x.com'],
      ['Facebook (opens in a new tab)', 'www.facebook.com'],
    ]);
    expect(screen.queryByText(/WeChat/)).toBeNull();
  });

  it("with the Web Share API, one Share button opens the device's share sheet", () => {
    renderPoster();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Share on' })).toBeNull();
  });
});
