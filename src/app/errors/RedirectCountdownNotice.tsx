import { Button, VisuallyHidden } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { redirectCountdownMachine } from '../../../machines/redirectCountdown.machine';
import * as styles from '../../shared/ErrorPanel.css';

/** What a timed redirect shows: the seconds left, the person's choice to stay, or the redirect under way. */
export type RedirectCountdown = { secondsLeft: number } | 'stayed' | 'redirecting';

export function redirectCountdownOf(
  snapshot: SnapshotFrom<typeof redirectCountdownMachine>,
): RedirectCountdown {
  if (snapshot.matches('counting')) return { secondsLeft: snapshot.context.secondsLeft };
  return snapshot.matches('stayed') ? 'stayed' : 'redirecting';
}

export interface RedirectCountdownNoticeProps {
  countdown: RedirectCountdown;
  /** The sentence with the seconds left, already translated. */
  counting: (secondsLeft: number) => ReactNode;
  /** The sentence once the redirect is under way, already translated. */
  underWay: ReactNode;
  onStay: () => void;
}

/**
 * A timed redirect's notice (WCAG 2.2.1): the seconds left on screen, not read out every second, and a
 * button to stay; a screen reader hears only that the person stays or that the redirect has begun. The stay
 * button leaves once pressed: focus goes to the sentence in its place, which then says the person stays
 * (issue 16), rather than to the document; a screen reader reads it there, once.
 */
export function RedirectCountdownNotice({
  countdown,
  counting,
  underWay,
  onStay,
}: RedirectCountdownNoticeProps) {
  const message = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <p ref={message} tabIndex={-1} className={styles.message}>
        {countdown === 'stayed' ? (
          <Trans>You are staying on this page.</Trans>
        ) : countdown === 'redirecting' ? (
          underWay
        ) : (
          counting(countdown.secondsLeft)
        )}
      </p>
      {/* Staying is heard from the sentence, which takes focus: said once, not again by the live region. */}
      <div role="status">
        {countdown === 'redirecting' ? <VisuallyHidden>{underWay}</VisuallyHidden> : null}
      </div>
      {typeof countdown === 'object' ? (
        <Button
          tone="secondary"
          onClick={() => {
            onStay();
            message.current?.focus();
          }}
          data-testid="redirect-stay"
        >
          <Trans>Stay on this page</Trans>
        </Button>
      ) : null}
    </>
  );
}
