/** The parts of a `sectionData` snapshot that tell whether its section shows the load-failed notice. */
type SectionSnapshot = { matches: (state: 'failed' | { loading: 'retrying' }) => boolean };

/**
 * The notice's props while a section has failed or is retrying after a failure, else `undefined`: one rule
 * for every section, so the notice stays in place (busy) during a retry rather than flashing a placeholder.
 */
export const sectionFailure = (snapshot: SectionSnapshot, send: (event: { type: 'retry' }) => void) => {
  const retrying = snapshot.matches({ loading: 'retrying' });
  if (!retrying && !snapshot.matches('failed')) return undefined;
  return { retrying, onRetry: () => send({ type: 'retry' }) };
};

export type SectionFailure = NonNullable<ReturnType<typeof sectionFailure>>;
