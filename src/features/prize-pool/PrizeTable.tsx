import { Dialog, Table } from '@doo/design-system';
import type { MessageDescriptor } from '@lingui/core';
import type { RefObject } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PrizeRank } from '../../../contract';
import { formatContestMoney } from '../../i18n/format';
import type { PrizeTableRow } from './prizeAmounts';

const rankNames: Record<PrizeRank, MessageDescriptor> = {
  rank1: msg`1st`,
  rank2: msg`2nd`,
  rank3: msg`3rd`,
  rank4to5: msg`4th–5th`,
  rank6to10: msg`6th–10th`,
};

export interface PrizeTableDialogProps {
  rows: PrizeTableRow[] | null;
  /** The dialog's title, also the table's caption. */
  title: string;
  onClose: () => void;
  /** The button that opened the dialog, focused again when it closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The prize of every rank by server in a dialog. It loads (with the dialog library) only when
 * someone asks to see it, so the landing page's first load carries neither.
 */
export default function PrizeTableDialog({ rows, title, onClose, opener }: PrizeTableDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content closeLabel={t`Close`} aria-describedby={undefined} returnFocusTo={opener}>
        <Dialog.Title>{title}</Dialog.Title>
        <PrizeTable rows={rows} caption={title} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PrizeTable({ rows, caption }: { rows: PrizeTableRow[] | null; caption: string }) {
  const { t, i18n } = useLingui();
  return (
    <Table
      caption={caption}
      hideCaption
      label={caption}
      rows={rows ?? []}
      getRowKey={(row) => row.rank}
      emptyText={t`The prize table for this round has not been published yet.`}
      columns={[
        { key: 'rank', header: t`Rank`, isRowHeader: true, render: (row) => i18n._(rankNames[row.rank]) },
        {
          key: 'mt4',
          header: 'MT4',
          align: 'end',
          render: (row) => formatContestMoney(row.amounts.mt4.value, row.amounts.mt4.currency),
        },
        {
          key: 'mt5',
          header: 'MT5',
          align: 'end',
          render: (row) => formatContestMoney(row.amounts.mt5.value, row.amounts.mt5.currency),
        },
      ]}
    />
  );
}
