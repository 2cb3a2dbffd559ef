import { Badge } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type { RoundResult } from '../../machines/roundResult';

export interface RoundResultBadgeProps {
  /** The round's result as `machines/roundResult.ts` decides it on the service's clock. */
  result: RoundResult;
}

/**
 * §4: "Provisional" while a round's standings may still change (it runs, or its trades are under review
 * for 30 days after its end), then "Final". The same words on the race page, the board and the poster.
 */
export function RoundResultBadge({ result }: RoundResultBadgeProps) {
  const { t } = useLingui();
  if (result === 'notStarted') return null;
  return result === 'final' ? (
    <Badge tone="success">{t`Final`}</Badge>
  ) : (
    <Badge tone="warning">{t`Provisional`}</Badge>
  );
}
