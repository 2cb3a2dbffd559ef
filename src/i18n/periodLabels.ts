import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClientEventPeriodValue } from '../../machines/periodSelector.machine';

/**
 * §2: the client event's three periods, labelled in Chinese in the spec and translated per locale; the
 * event page's period selector and the transaction history's period filter show the same words.
 */
export const periodLabels: Record<ClientEventPeriodValue, MessageDescriptor> = {
  '2025Q1': msg`Jan–Mar 2025`,
  '2024Q4': msg`Oct–Dec 2024`,
  // The spec's third period reads June to September (not July), and the page keeps its wording.
  '2024Q3': msg`Jun–Sep 2024`,
};
