import * as z from 'zod/mini';
import { httpDateSchema } from './serviceTime';

/**
 * The answers a page carries for its first render: the service, serving a page that makes these calls first
 * (the race pages' `availableRounds`), writes their answers into it, so that the app draws them at once
 * instead of asking again. In `<script type="application/json" id="carried-answers">`, which is data, not
 * script (the CSP runs none of it).
 */
export const CARRIED_ANSWERS_ELEMENT_ID = 'carried-answers';

export const carriedAnswersSchema = z.object({
  /**
   * The service's `Date` when it wrote them (the page's answer's own, which the app cannot read), read as
   * epoch milliseconds.
   */
  date: httpDateSchema,
  /** A call's path → its answer's JSON, as the call itself would have had it. */
  answers: z.record(z.string(), z.unknown()),
});
/** The answers as a page carries them, read through the contract: their time an instant. */
export type CarriedAnswers = z.output<typeof carriedAnswersSchema>;
/** The answers as the service writes them into a page: their time the `Date` header's text. */
export type CarriedAnswersBlock = z.input<typeof carriedAnswersSchema>;

/**
 * The build's drawing of what a page's carried answers show (`src/firstScreen/drawCarried.tsx`, built for
 * the service into `dist/server/`): the page's first-screen markup (`#root`'s, as the build drew it in
 * `language`, `''` for none asked for) with each section those answers fill drawn in place of its skeleton,
 * as the app's first render will draw it. The markup as it was when they fill none. It is given the block as the
 * service writes it, and reads it through the contract as the app does.
 */
export type DrawCarriedSections = (
  root: string,
  language: string,
  carried: CarriedAnswersBlock,
) => Promise<string>;
