/**
 * How every browser of this project starts: Debian's Chromium (Playwright's own download cannot be fetched on
 * these machines), as root without a sandbox, with nothing that reaches out to the network on its own.
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
  ],
};
