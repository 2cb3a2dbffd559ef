#!/usr/bin/env bash
# Playwright drives Debian's Chromium: its own browser download cannot reach its host from these machines. The
# checks run in its headless shell, what is drawn for people in the full browser (scripts/chromium.mjs).
set -euo pipefail
# `npm test` may ask twice at once (the app's tests and Storybook's): the second waits for the first's install.
exec 9>"${TMPDIR:-/tmp}/ensure-chromium.lock"
if command -v flock >/dev/null 2>&1; then flock 9; fi
if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium, its headless shell and the Noto fonts for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk fonts-noto-core >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium: run 'sudo apt-get install chromium chromium-headless-shell fonts-noto-cjk fonts-noto-core' and try again." >&2
exit 1
