import { Button, Notice } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface LoadFailedNoticeProps {
  /** What could not be loaded, already translated. */
  title?: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
  /** A retry is on its way: the button stays (and keeps focus) but is busy. */
  retrying?: boolean;
}

/**
 * A section whose data could not be loaded: said at once to screen readers, with a button that asks again.
 * The rest of the page stays usable, so it is a warning rather than a danger.
 */
export function LoadFailedNotice({ title, children, onRetry, retrying = false }: LoadFailedNoticeProps) {
  return (
    <Notice
      tone="warning"
      announce="alert"
      title={title}
      actions={
        <Button tone="secondary" size="sm" onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
