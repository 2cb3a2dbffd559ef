import * as z from 'zod/mini';

/**
 * The answers a page carries for its first render: the service, serving a page that makes these calls first
 * (the race pages' `availableRounds`), writes their answers into it, so that the app draws them at once
 * instead of asking again. In `<script type="application/json" id="carried-answers">`, which is data, not
 * script (the CSP runs none of it).
 */
export const CARRIED_ANSWERS_ELEMENT_ID = 'carried-answers';

export const carriedAnswersSchema = z.object({
  /** The service's `Date` when it wrote them: the page's answer's own, which the app cannot read. */
  date: z.string(),
  /** A call's path → its answer's JSON, as the call itself would have had it. */
  answers: z.record(z.string(), z.unknown()),
});
export type CarriedAnswers = z.infer<typeof carriedAnswersSchema>;

/**
 * The build's drawing of what a page's carried answers show (`src/firstScreen/drawCarried.tsx`, built for
 * the service into `dist/server/`): the page's first-screen markup (`#root`'s, as the build drew it in
 * `language`, `''` for none asked for) with each section those answers fill drawn in place of its skeleton,
 * as the app's first render will draw it. The markup as it was when they fill none.
 */
export type DrawCarriedSections = (
  root: string,
  language: string,
  carried: CarriedAnswers,
) => Promise<string>;
