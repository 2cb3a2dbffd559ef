import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EventType, PrizeType, RewardState } from '../../../contract/rewards';

export const eventTypeLabels: Record<EventType, MessageDescriptor> = {
  rebate2025_activity: msg`USDT rebate`,
  client_event: msg`Client quarterly event`,
  ib_season: msg`IB season event`,
};

export const prizeTypeLabels: Record<PrizeType, MessageDescriptor> = {
  0: msg`Cash reward`,
  1: msg`Reward`,
};

export const rewardStateLabels: Record<RewardState, MessageDescriptor> = {
  processing: msg`Processing`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  failed: msg`Failed`,
};
