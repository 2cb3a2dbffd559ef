import { Button, Dialog, Notice } from '@doo/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { posterSaveMachine, type PosterFailure } from '../../../machines/posterSave.machine';
import backgroundUrl from './assets/poster-background.svg';
import { PosterCard, type PosterData } from './PosterCard';
import * as styles from './PosterDialog.css';
import {
  downloadDataUrl,
  isSafariLike,
  loadHtmlToImage,
  renderPosterJpeg,
  shareIntentUrl,
} from './renderPoster';

/** §8's rendering errors, told to the person plainly. */
const failureMessages: Record<PosterFailure, MessageDescriptor> = {
  canvasContextMissing: msg`Your browser could not draw the poster. Please try another browser.`,
  backgroundImageFailed: msg`The poster background could not be loaded. Please check your connection and try again.`,
  vectorImageFailed: msg`The poster image could not be created. Please try again.`,
  unknown: msg`The poster could not be saved. Please try again.`,
};

export interface PosterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  poster: PosterData;
  /** The contest page the share intent links to. */
  shareLink: string;
  /** Renders the poster node to a JPEG `data:` URL. @default html-to-image in the browser */
  renderPoster?: (node: HTMLElement) => Promise<string>;
  /** @default a temporary download link */
  download?: (dataUrl: string, fileName: string) => void;
  /** @default opens the intent in a new window */
  openShare?: (url: string) => void;
}

const renderInBrowser = (node: HTMLElement) =>
  renderPosterJpeg(node, { safariLike: isSafariLike(navigator.userAgent), backgroundUrl });

const openInNewWindow = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

/** The share poster modal (§2): the poster, a save button that downloads it as a JPEG, and a share link. */
export function PosterDialog({ open, onOpenChange, ...rest }: PosterDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content closeLabel={t`Close`} aria-describedby={undefined}>
        <Dialog.Title>
          <Trans>Share my result</Trans>
        </Dialog.Title>
        {/* Mounted only while open: each opening starts a fresh save flow. */}
        {open ? <PosterSaver {...rest} onClose={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PosterSaver({
  poster,
  shareLink,
  renderPoster = renderInBrowser,
  download = downloadDataUrl,
  openShare = openInNewWindow,
  onClose,
}: Omit<PosterDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  // The render actor looks the poster up when saving, never during render.
  const posterId = useId();
  const shareTitle = t`I am ranked #${poster.ranking} in the Doo Trader contest. Join me!`;

  useEffect(() => {
    // Fetch the renderer as the poster opens, so that saving does not wait for it.
    if (renderPoster === renderInBrowser) void loadHtmlToImage().catch(() => undefined);
  }, [renderPoster]);

  const render: PromiseActorLogic<string, void> = fromPromise(async () => {
    const node = document.getElementById(posterId);
    if (!node) throw new Error('The poster is not on the page');
    return renderPoster(node);
  });
  const actor = useActorRef(
    posterSaveMachine.provide({
      actors: { renderPoster: render },
      actions: {
        download: (_, { dataUrl, fileName }) => download(dataUrl, fileName),
        closePoster: onClose,
        openShareIntent: () => openShare(shareIntentUrl(shareTitle, shareLink)),
      },
    }),
    { input: { fileName: String(poster.accountId) } },
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);

  return (
    <div className={styles.body}>
      <div className={styles.stage}>
        <PosterCard poster={poster} id={posterId} />
      </div>
      {failure ? (
        <Notice tone="danger" announce="alert">
          {i18n._(failureMessages[failure])}
        </Notice>
      ) : null}
      <Dialog.Actions>
        <Button tone="ghost" onClick={() => actor.send({ type: 'share.requested' })} disabled={busy}>
          <Trans>Share</Trans>
        </Button>
        <Button tone="primary" loading={busy} onClick={() => actor.send({ type: 'save.requested' })}>
          <Trans>Save poster</Trans>
        </Button>
      </Dialog.Actions>
    </div>
  );
}
