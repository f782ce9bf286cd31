import { defineConfig } from '@playwright/test';

// Debian's Chromium headless shell (package chromium-headless-shell: the engine Playwright itself
// runs headless tests in, without the windowed browser's compositor and GPU process: a fifth less
// CPU per test measured), never a downloaded browser. As root it needs --no-sandbox; the network
// flags keep it from calling home on a machine with a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // A page is never treated as hidden: animation frames and timers run at full speed even when the
  // machine is busy, so a wait for the next frame cannot stall.
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
];

// One output folder per run: Playwright empties its output folder when it starts, so two runs on
// one machine (say, a suite started while another is still going) would delete each other's traces.
// Set once in the main process; the worker processes inherit it.
process.env.E2E_OUTPUT_DIR ??= `./test-results/run-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two files at a time, one per core. Each worker starts one shop (API + remote origins) that its
  // files share, besides the files with a shop of their own (support/shop-stack.ts).
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: the
    // stream of frames cost every test CPU, passing or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
