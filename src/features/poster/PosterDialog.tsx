import { Button, Dialog, Notice, VisuallyHidden } from '@doo/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { posterSaveMachine, type PosterFailure } from '../../../machines/posterSave.machine';
import type { ShareChoice, ShareNetwork } from '../../../machines/shareNetworks';
import backgroundUrl from './assets/poster-background.svg';
import { PosterCard, type PosterData } from './PosterCard';
import * as styles from './PosterDialog.css';
import { saveThroughLink } from '../../shared/saveThroughLink';
import { isSafariLike, loadHtmlToImage, renderPosterJpeg, shareUrl } from './renderPoster';

/** Each network under its own name (brand names stay as they are). */
const networkNames: Record<ShareNetwork, string> = {
  weibo: 'Weibo',
  qzone: 'QQ Zone',
  line: 'LINE',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
};

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
  /** The contest page a share links to. */
  shareLink: string;
  /** The networks offered when the browser has no share sheet (`shareChoiceFor`). */
  shareChoice: ShareChoice;
  /** Renders the poster node to a JPEG `data:` URL. @default html-to-image in the browser */
  renderPoster?: (node: HTMLElement) => Promise<string>;
  /** @default a temporary download link */
  download?: (dataUrl: string, fileName: string) => void;
  /** The device's share sheet (Web Share API), or `null` where the browser has none. @default navigator.share */
  shareNatively?: ((data: ShareData) => Promise<void>) | null;
  /** @default the clipboard */
  copyText?: (text: string) => Promise<void>;
}

const renderInBrowser = (node: HTMLElement) =>
  renderPosterJpeg(node, { safariLike: isSafariLike(navigator.userAgent), backgroundUrl });

const browserShareSheet =
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data: ShareData) => navigator.share(data)
    : null;
const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

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
  download = saveThroughLink,
  shareChoice,
  shareNatively = browserShareSheet,
  copyText = copyToClipboard,
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

  const posterSaveLogic = useMemo(
    () =>
      posterSaveMachine.provide({
        actors: {
          renderPoster: fromPromise(async () => {
            const node = document.getElementById(posterId);
            if (!node) throw new Error('The poster is not on the page');
            return renderPoster(node);
          }) satisfies PromiseActorLogic<string, void>,
        },
        actions: {
          download: (_, { dataUrl, fileName }) => download(dataUrl, fileName),
          closePoster: onClose,
          // A cancelled share sheet rejects; there is nothing to tell the person.
          openShareIntent: () =>
            void shareNatively?.({ title: t`Share my result`, text: shareTitle, url: shareLink }).catch(
              () => undefined,
            ),
        },
      }),
    [download, onClose, posterId, renderPoster, shareLink, shareNatively, shareTitle, t],
  );
  const actor = useActorRef(posterSaveLogic, { input: { fileName: String(poster.accountId) } });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const linkCopy = useSelector(actor, (snapshot) => snapshot.context.linkCopy);
  const copyLink = () =>
    copyText(shareLink).then(
      () => actor.send({ type: 'link.copied' }),
      () => actor.send({ type: 'link.copyFailed' }),
    );

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
      {shareNatively ? null : (
        <div className={styles.share}>
          <ul className={styles.networks} aria-label={t`Share on`}>
            {shareChoice.networks.map((network) => (
              <li key={network}>
                <a
                  className={styles.network}
                  href={shareUrl(network, shareTitle, shareLink)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {networkNames[network]}
                  <VisuallyHidden>
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
          {shareChoice.weChatHint ? (
            <p className={styles.hint}>
              <Trans>WeChat has no share button on the web: copy the link and paste it into a chat.</Trans>
            </p>
          ) : null}
        </div>
      )}
      <p role="status" className={styles.hint}>
        {linkCopy === 'copied' ? <Trans>Link copied. Paste it into any chat or post.</Trans> : null}
        {linkCopy === 'failed' ? (
          <Trans>
            The link could not be copied. Select it and copy it: <bdi dir="ltr">{shareLink}</bdi>
          </Trans>
        ) : null}
      </p>
      <Dialog.Actions>
        <Button tone="ghost" onClick={() => void copyLink()}>
          <Trans>Copy link</Trans>
        </Button>
        {shareNatively ? (
          <Button tone="ghost" onClick={() => actor.send({ type: 'share.requested' })} disabled={busy}>
            <Trans>Share</Trans>
          </Button>
        ) : null}
        <Button tone="primary" loading={busy} onClick={() => actor.send({ type: 'save.requested' })}>
          <Trans>Save poster</Trans>
        </Button>
      </Dialog.Actions>
    </div>
  );
}
