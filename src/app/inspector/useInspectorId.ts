import { useId } from 'react';

/**
 * An id for an element of the inspector. It renders in a root of its own beside the app's, and on Preact (the
 * site's build, src/app/preactRuntime.ts) every root counts its `useId`s from the same start: a prefix of the
 * inspector's own keeps them from naming an element of the page (the panel's name was the page's P0-1).
 */
export const useInspectorId = (): string => `qa-inspector-${useId()}`;
