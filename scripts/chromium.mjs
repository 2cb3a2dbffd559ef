/**
 * A window of Debian's Chromium preloads the address bar's suggestion popups, two pages of the browser's own
 * that took almost half a core for the first seconds of every window: a third of the end-to-end tests'
 * processor time (e2e/browser-launch.spec.ts). Lighthouse's windows are turned the same way (scripts/perf.mjs).
 */
export const browserUiFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright 1.65 turns off on its own. Chromium reads only the last `--disable-features` it is given, so
 * ours repeats them; e2e/browser-launch.spec.ts fails if Playwright's list grows.
 */
const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * How the browser that draws for people starts: Debian's Chromium (Playwright's own download cannot be fetched
 * on these machines), as root without a sandbox, with nothing that reaches out to the network on its own. It
 * draws what is compared with people's browsers: the screenshots of `test:visual` and the performance measures.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...playwrightFeaturesOff, ...browserUiFeaturesOff].join(',')}`,
  ],
};

/**
 * How the checks' browser starts (`test:e2e`, `test:a11y`, `check:stories`, `check:budget`, and the build's
 * prerender, whose markup it draws the same as the full browser in every page and language): Debian's
 * chromium-headless-shell, the same Chromium (its Blink, V8 and fonts) without the browser around the page, as
 * Playwright's own headless tests run. The end-to-end run took 15.5 min in it, 20.7 min in the full browser. It
 * places text a pixel apart from the full browser in a few screenshots, so the visual baselines stay drawn by
 * the full one.
 */
export const checkBrowserLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHECK_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
};
