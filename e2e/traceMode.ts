/**
 * A trace of each test (a screencast and a DOM snapshot at every action) is for a person who reruns a failing
 * test on their own machine. CI's machine keeps none that anyone can open, and recording them cost a fifth of
 * an end-to-end run's time and a quarter of its CPU (README, `test:e2e`): there a failure is read from its
 * printed error and call log, and rerun here, with `--trace on` if need be.
 */
export const traceMode = process.env.CI ? 'off' : 'retain-on-failure';
