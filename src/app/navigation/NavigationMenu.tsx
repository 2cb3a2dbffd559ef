import { DropdownMenu, Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageTitles } from '../../pages/pageMessages';
import { pages, type PageKey } from '../../pages/registry';
import * as styles from './NavigationMenu.css';

/** The menu's own links beside the Event group (transaction history, §2). */
const links = pages.filter((page) => page.menu === 'link');

export interface NavigationMenuProps {
  /** The Event group's entries this user may see (`eventEntriesFor`), in menu order. */
  entries: ReadonlyArray<{ key: PageKey; path: string }>;
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
              <DropdownMenu.TriggerChevron />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="start">
            {entries.map((entry) => (
              <DropdownMenu.Item key={entry.key} asChild>
                <Link to={entry.path} search={(previous) => previous} data-entry={entry.key}>
                  {i18n._(pageTitles[entry.key])}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      ) : null}
      {links.map((page) => (
        <Link key={page.key} to={page.path} className={styles.link} activeProps={{ 'aria-current': 'page' }}>
          {i18n._(pageTitles[page.key])}
        </Link>
      ))}
    </nav>
  );
}
