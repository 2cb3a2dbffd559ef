import { DropdownMenu, Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import { directLogin } from '../../api';
import * as styles from './SiteHeader.css';

/** Opens the Japan provider's redirect link in a new tab; the tab is opened at the click so no blocker stops it. */
async function openMyAccount() {
  const tab = window.open('about:blank', '_blank');
  const answer = await directLogin();
  if (answer === false) {
    // The API client has already raised the system-error toast with the trace id.
    tab?.close();
    return;
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = answer.redirectURL;
  } else {
    window.location.assign(answer.redirectURL);
  }
}

/** §2: a logged-in Japan user's menu: my account (the provider, in a new tab) and logout. */
export function JapanAccountMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button tone="ghost" size="sm">
          <Trans>Account</Trans>
          <DropdownMenu.TriggerChevron />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => void openMyAccount()}>
          <Trans>My account</Trans>
          <span className={styles.newTabHint}>
            <Trans>(opens in a new tab)</Trans>
          </span>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onLogout}>
          <Trans>Log out</Trans>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
