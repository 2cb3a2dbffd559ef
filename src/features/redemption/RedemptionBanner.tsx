import { Button, Dialog, Notice, ProgressBar } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useId, useMemo } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { redemptionMachine, type PrizeInfoResult } from '../../../machines/redemption.machine';
import type { RoundStanding } from '../../../machines/roundPhases';
import { serviceNow } from '../../api/serviceClock';
import { displayRound, formatCount, formatVolume } from '../../i18n/format';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import { useSettledSignal } from '../../shared/useSettledSignal';
import { loadPrizeInfoFromService } from './loadPrizeInfo';
import * as styles from './RedemptionBanner.css';

export interface RedemptionBannerProps {
  /** Every round with the service's status of it: the banner chooses the round whose gift it is about. */
  rounds: readonly RoundStanding[];
  /** What the claim modal holds: the address form for the banner's round. */
  claimForm: (round: number) => ReactNode;
  /** jp and id users see rounds shifted down by one (§4). @default false */
  shiftedRounds?: boolean;
  /** The clock that days left and the claim window follow, in epoch ms. @default the service's */
  now?: () => number;
  /** @default the service's prize info */
  loadPrizeInfo?: PromiseActorLogic<PrizeInfoResult, { round: number }>;
  /** Called once the first load has decided whether the banner shows: a page may hold back what follows it. */
  onSettled?: () => void;
}

/**
 * Section 2 of the personal race page (§2, §4): the gifts, the volume towards them, the days left and
 * the claim button with its modal. Renders nothing until prize info with gifts has loaded; a failed load says so
 * in place, with Try again. The service names the gifts in the reader's language, so a switch of language
 * asks for the prize info again.
 */
export function RedemptionBanner(props: RedemptionBannerProps) {
  const { i18n } = useLingui();
  return <Banner key={i18n.locale} {...props} />;
}

function Banner({
  rounds,
  claimForm,
  shiftedRounds = false,
  now = serviceNow,
  loadPrizeInfo = loadPrizeInfoFromService,
  onSettled,
}: RedemptionBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const redemptionLogic = useMemo(
    () => redemptionMachine.provide({ actors: { loadPrizeInfo } }),
    [loadPrizeInfo],
  );
  const actor = useActorRef(redemptionLogic, {
    input: { rounds, now },
  });
  const snapshot = useSelector(actor, (s) => s);
  useSettledSignal(snapshot.hasTag('loading'), onSettled);
  const { round, facts, daysLeft: days, percent, volumeLeft } = snapshot.context;
  if (snapshot.hasTag('failed') || snapshot.hasTag('retrying')) {
    return (
      <section className={styles.banner} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Trading gift</Trans>
        </h2>
        <LoadFailedNotice
          retrying={snapshot.hasTag('retrying')}
          onRetry={() => actor.send({ type: 'retry' })}
        >
          <Trans>We could not load your trading gift and your progress towards it.</Trans>
        </LoadFailedNotice>
      </section>
    );
  }
  if (!snapshot.matches('shown') || !facts || round === null) return null;

  const submitted = snapshot.hasTag('submitted');
  const shownRound = displayRound(round, shiftedRounds);
  const total = formatVolume(facts.totalVolume);
  const target = formatVolume(facts.standardVolume);
  const left = formatVolume(volumeLeft);
  const modalOpen = snapshot.matches({ shown: 'claiming' }) || snapshot.matches({ shown: 'reviewingClaim' });

  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      aria-busy={snapshot.hasTag('busy') || undefined}
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            <Trans>Trading gift</Trans>
          </h2>
          {shownRound !== null ? (
            <p className={styles.daysLeft}>
              <Trans>Round {shownRound} gift</Trans>
            </p>
          ) : null}
        </div>
        <p className={styles.daysLeft}>
          {snapshot.hasTag('redemptionOver') ? (
            <Trans>The redemption period has ended</Trans>
          ) : (
            <Plural value={days} one={`${days} day left to claim`} other={`${days} days left to claim`} />
          )}
        </p>
      </div>
      <ul className={styles.gifts} aria-label={t`Gifts`}>
        {Object.entries(facts.gifts).map(([key, gift]) => {
          const stockCount = formatCount(gift.stock);
          return (
            <li key={key} className={styles.gift}>
              <GiftIcon />
              <span>
                <span className={styles.giftName}>
                  {/* Marked with the language the service wrote it in, in line: it keeps the list's alignment. */}
                  <span lang={gift.lang.tag} dir={gift.lang.direction}>
                    {gift.giftName}
                  </span>
                </span>
                <span className={styles.giftStock}>
                  <Plural value={gift.stock} one={`${stockCount} left`} other={`${stockCount} left`} />
                </span>
              </span>
            </li>
          );
        })}
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
            tone={snapshot.hasTag('targetReached') ? 'success' : 'accent'}
            showLabel
          />
          {snapshot.matches({ shown: 'notReached' }) ? (
            <p className={styles.message}>
              <Trans>Trade {left} more lots to claim your gift.</Trans>
            </p>
          ) : snapshot.hasTag('targetReached') ? (
            <p className={styles.message}>
              <Trans>Target reached: you can claim your gift.</Trans>
            </p>
          ) : null}
          {snapshot.matches({ shown: 'fullyRedeemed' }) ? (
            <Notice tone="warning">
              <Trans>All gifts have been claimed.</Trans>
            </Notice>
          ) : null}
        </div>
      )}
      <Dialog.Root
        open={modalOpen}
        onOpenChange={(open) => actor.send({ type: open ? 'claim.opened' : 'claim.closed' })}
      >
        <div className={styles.actions}>
          {submitted ? (
            <Dialog.Trigger>
              <Button tone="ghost">
                <Trans>Check my claim</Trans>
              </Button>
            </Dialog.Trigger>
          ) : (
            <Dialog.Trigger>
              <Button tone="secondary" disabled={!snapshot.hasTag('claimable')}>
                <Trans>Claim gift</Trans>
              </Button>
            </Dialog.Trigger>
          )}
        </div>
        <Dialog.Content closeLabel={t`Close`} aria-describedby={undefined}>
          <Dialog.Title>
            {submitted ? <Trans>Your claim</Trans> : <Trans>Claim your gift</Trans>}
          </Dialog.Title>
          {claimForm(round)}
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
