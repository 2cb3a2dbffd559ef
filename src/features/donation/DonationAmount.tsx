import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sectionDataMachine } from '../../../machines/sectionData.machine';
import type { DonationAmountResponse } from '../../../contract';
import { getDonationAmount } from '../../api';
import type { DisplayCurrency } from '../../i18n/format';
import { DonationAmountView } from './DonationAmountView';

export const donationAmountMachine = sectionDataMachine<DonationAmountResponse>();

export interface DonationAmountProps {
  currency: DisplayCurrency;
  loadAmount?: () => Promise<DonationAmountResponse | false>;
}

/** The donation total from the service, loaded (with this module) when the modal first opens. */
export default function DonationAmount({ currency, loadAmount = getDonationAmount }: DonationAmountProps) {
  const donationAmountLogic = useMemo(
    () => donationAmountMachine.provide({ actors: { load: fromPromise(() => loadAmount()) } }),
    [loadAmount],
  );
  const [snapshot, send] = useMachine(donationAmountLogic);
  const data = snapshot.context.data;
  if (snapshot.matches('ready') && data) {
    const amount = currency === 'JPY' ? data.donationAmountJpy : data.donationAmount;
    return <DonationAmountView status="ready" amount={amount} currency={currency} />;
  }
  if (snapshot.matches('failed'))
    return <DonationAmountView status="failed" onRetry={() => send({ type: 'retry' })} />;
  return <DonationAmountView status="loading" />;
}
