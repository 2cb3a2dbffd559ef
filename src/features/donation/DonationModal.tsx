import { Confetti, mediaMatches } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { confettiModalMachine, type ConfettiModalInput } from '../../../machines/confettiModal.machine';
import type { DonationAmountResponse } from '../../../contract';
import type { DisplayCurrency } from '../../i18n/format';
import * as styles from './Donation.css';
import { HeartIcon } from './HeartIcon';

// The dialog (and its library) loads on the first click, so the landing page's first load carries neither.
const DonationDialog = lazy(() => import('./DonationDialog'));

const prefersReducedMotion = () => mediaMatches('(prefers-reduced-motion: reduce)');

export interface DonationModalProps {
  /** §1: yen for jp, dollars otherwise. */
  currency: DisplayCurrency;
  /** Show the floating button (§2: once the top banner has scrolled out of view). An open modal stays open. */
  buttonVisible: boolean;
  /** Timing of the modal (tests and stories); reduced motion is read from the browser by default. */
  modal?: ConfettiModalInput;
  loadAmount?: () => Promise<DonationAmountResponse | false>;
}

/**
 * The floating donation button and its modal: the confetti-modal statechart opens and closes it,
 * drops confetti for 5 s (not for reduced motion) and clears it on every close.
 */
export function DonationModal({ currency, buttonVisible, modal, loadAmount }: DonationModalProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [input] = useState<ConfettiModalInput>(() => ({ reducedMotion: prefersReducedMotion(), ...modal }));
  const actor = useActorRef(confettiModalMachine, { input });
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  const confetti = useSelector(actor, (snapshot) => snapshot.hasTag('confetti'));
  const confettiMs = useSelector(actor, (snapshot) => snapshot.context.confettiMs);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        hidden={!buttonVisible && !open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => actor.send({ type: 'open.requested' })}
      >
        <HeartIcon />
        <Trans>Donations</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DonationDialog
            currency={currency}
            loadAmount={loadAmount}
            onClose={() => actor.send({ type: 'close.requested' })}
            opener={trigger}
          />
        </Suspense>
      ) : null}
      {confetti ? <Confetti durationMs={confettiMs} /> : null}
    </>
  );
}
