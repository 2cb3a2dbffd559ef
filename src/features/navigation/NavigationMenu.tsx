import { DropdownMenu, Button } from '@doo/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { EventEntryKey } from './eligibility';
import * as styles from './NavigationMenu.css';

/** The same English titles as the pages' own headings, so the catalogs hold one translation each. */
export const eventEntryLabels: Record<EventEntryKey, MessageDescriptor> = {
  client: msg`Client quarterly event`,
  usdt: msg`USDT rebate event`,
  'doo-trader': msg`Doo Trader contest`,
  iboffer: msg`IB season event`,
  ibyearoffer: msg`IB annual event`,
  'ib-doo-trader': msg`IB Doo Trader contest`,
};

export interface NavigationMenuProps {
  /** The Event group's entries this user may see (`eventEntriesFor`), in menu order. */
  entries: ReadonlyArray<{ key: EventEntryKey; path: string }>;
}

/** §2: the Event group (hidden when no entry is eligible) and the Transaction history link. */
export function NavigationMenu({ entries }: NavigationMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      {entries.length > 0 ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <Button tone="ghost" size="sm">
              <Trans>Events</Trans>
              <span aria-hidden="true">▾</span>
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="start">
            {entries.map((entry) => (
              <DropdownMenu.Item key={entry.key} asChild>
                <Link to={entry.path} search={(previous) => previous} data-entry={entry.key}>
                  {i18n._(eventEntryLabels[entry.key])}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      ) : null}
      <Link to="/transaction-history" className={styles.link} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Transaction history</Trans>
      </Link>
    </nav>
  );
}
