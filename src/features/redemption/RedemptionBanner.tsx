import { Button, Dialog, Notice, ProgressBar } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { RedemptionPrizeInfo } from '../../../contract/redemption';
import {
  canClaim,
  daysLeft,
  progressPercent,
  redemptionMachine,
  volumeLeft,
  type PrizeInfoResult,
} from '../../../machines/redemption.machine';
import { formatVolume } from '../../i18n/format';
import { loadPrizeInfoFromService } from './loadPrizeInfo';
import * as styles from './RedemptionBanner.css';
import type { PromiseActorLogic } from 'xstate';

export interface RedemptionBannerProps {
  /** The round whose gifts are redeemed: the current round. */
  round: number;
  /** What the claim modal holds: the address form for this round. */
  claimForm: ReactNode;
  /** The clock that days left are counted from. @default the device's */
  now?: () => Date;
  /** @default the service's prize info */
  loadPrizeInfo?: PromiseActorLogic<PrizeInfoResult, { round: number }>;
}

/**
 * Section 2 of the personal race page (§2, §4): the gifts, the volume towards them, the days left and
 * the claim button with its modal. Renders nothing until prize info with gifts has loaded.
 */
export function RedemptionBanner({
  round,
  claimForm,
  now = () => new Date(),
  loadPrizeInfo = loadPrizeInfoFromService,
}: RedemptionBannerProps) {
  const actor = useActorRef(redemptionMachine.provide({ actors: { loadPrizeInfo } }), { input: { round } });
  const shown = useSelector(actor, (snapshot) => snapshot.matches('shown'));
  const info = useSelector(actor, (snapshot) => snapshot.context.prizeInfo);
  const claiming = useSelector(actor, (snapshot) => snapshot.matches({ shown: 'claiming' }));
  const refreshing = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  if (!shown || !info) return null;
  return (
    <BannerContent
      info={info}
      today={now()}
      claiming={claiming}
      refreshing={refreshing}
      claimForm={claimForm}
      onOpen={() => actor.send({ type: 'claim.opened' })}
      onClose={() => actor.send({ type: 'claim.closed' })}
    />
  );
}

interface BannerContentProps {
  info: RedemptionPrizeInfo;
  today: Date;
  claiming: boolean;
  refreshing: boolean;
  claimForm: ReactNode;
  onOpen: () => void;
  onClose: () => void;
}

function BannerContent({
  info,
  today,
  claiming,
  refreshing,
  claimForm,
  onOpen,
  onClose,
}: BannerContentProps) {
  const { t } = useLingui();
  const titleId = useId();
  const submitted = info.isSubmit === 1;
  const percent = progressPercent(info.totalVolume, info.standardVolume);
  const days = daysLeft(info.resetTime, today);
  const total = formatVolume(info.totalVolume);
  const target = formatVolume(info.standardVolume);
  const left = formatVolume(volumeLeft(info.totalVolume, info.standardVolume));

  return (
    <section className={styles.banner} aria-labelledby={titleId} aria-busy={refreshing || undefined}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Trading gift</Trans>
        </h2>
        <p className={styles.daysLeft}>
          {info.isEndExchange === 1 ? (
            <Trans>The redemption period has ended</Trans>
          ) : (
            <Plural value={days} one="# day left to claim" other="# days left to claim" />
          )}
        </p>
      </div>
      <ul className={styles.gifts} aria-label={t`Gifts`}>
        {Object.entries(info.gifts).map(([key, gift]) => (
          <li key={key} className={styles.gift}>
            <GiftIcon />
            <span>
              <span className={styles.giftName}>{gift.giftName}</span>
              <span className={styles.giftStock}>
                <Plural value={gift.stock} one="# left" other="# left" />
              </span>
            </span>
          </li>
        ))}
      </ul>
      {submitted ? (
        <Notice tone="success" title={t`Your claim has been submitted`}>
          <Trans>We will ship your gift to the address you gave. You can check your claim at any time.</Trans>
        </Notice>
      ) : (
        <div className={styles.progress}>
          <ProgressBar
            label={t`Trading volume towards the gift`}
            value={percent}
            valueText={t`${total} of ${target} lots`}
            tone={percent >= 100 ? 'success' : 'accent'}
            showLabel
          />
          <p className={styles.message}>
            {percent >= 100 ? (
              <Trans>Target reached: you can claim your gift.</Trans>
            ) : (
              <Trans>Trade {left} more lots to claim your gift.</Trans>
            )}
          </p>
          {info.isFullyRedeem === 1 ? (
            <Notice tone="warning">
              <Trans>All gifts have been claimed.</Trans>
            </Notice>
          ) : null}
        </div>
      )}
      <Dialog.Root open={claiming} onOpenChange={(open) => (open ? onOpen() : onClose())}>
        <div className={styles.actions}>
          {submitted ? (
            <Dialog.Trigger>
              <Button tone="ghost">
                <Trans>Check my claim</Trans>
              </Button>
            </Dialog.Trigger>
          ) : (
            <Dialog.Trigger>
              <Button tone="secondary" disabled={!canClaim(info)}>
                <Trans>Claim gift</Trans>
              </Button>
            </Dialog.Trigger>
          )}
        </div>
        <Dialog.Content closeLabel={t`Close`} aria-describedby={undefined}>
          <Dialog.Title>
            {submitted ? <Trans>Your claim</Trans> : <Trans>Claim your gift</Trans>}
          </Dialog.Title>
          {claimForm}
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}

function GiftIcon() {
  return (
    <svg
      className={styles.giftIcon}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.2C7 8 9.5 8 12 8zm0 0c1.5-3 5-3.5 5-1.2C17 8 14.5 8 12 8z" />
    </svg>
  );
}
