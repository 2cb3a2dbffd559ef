import { Dialog, Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type RefObject } from 'react';
import type { DonationAmountResponse } from '../../../contract';
import type { DisplayCurrency } from '../../i18n/format';

const DonationAmount = lazy(() => import('./DonationAmount'));

export interface DonationDialogProps {
  currency: DisplayCurrency;
  loadAmount?: () => Promise<DonationAmountResponse | false>;
  /** Overlay click, the close button or Escape: the confetti-modal statechart decides what follows. */
  onClose: () => void;
  /** The floating button, focused again when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
}

/** The donation modal's dialog, mounted while the statechart says it is open. */
export default function DonationDialog({ currency, loadAmount, onClose, opener }: DonationDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content closeLabel={t`Close`} size="sm" aria-describedby={undefined} returnFocusTo={opener}>
        <Dialog.Title>
          <Trans>Trading for a good cause</Trans>
        </Dialog.Title>
        <Suspense fallback={<Skeleton label={t`Loading the donation total`} rows={1} rowHeight={56} />}>
          <DonationAmount currency={currency} loadAmount={loadAmount} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
