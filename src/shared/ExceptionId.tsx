import { Trans } from '@lingui/react/macro';

/**
 * §8's "Exception ID: …" with the trace id isolated left to right, so that in `ae` and `ug` its hyphens stay
 * where they are and a break inside it does not move them to the other end of the line.
 */
export function ExceptionId({ id }: { id: string }) {
  // Named `traceId` so that the message stays "Exception ID: {traceId}" in every catalog.
  const traceId = <bdi dir="ltr">{id}</bdi>;
  return <Trans>Exception ID: {traceId}</Trans>;
}
