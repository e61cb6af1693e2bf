import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// Debian's chromium-headless-shell is the headless build Playwright itself runs by default: the same engine
// without the full browser's window machinery, so a journey costs the two cores less. The full browser serves where it is missing.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The Chromium the journeys and `npm run bench:pages` drive: CHROMIUM_PATH, else Debian's headless shell, else Debian's browser. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
