import { defineConfig, devices } from '@playwright/test';

// The composed site as a visitor gets it: `scripts/start.mjs` builds what is stale, migrates, seeds a small demo set
// into a throwaway PGlite folder and serves shell, remotes and API on one port.
// With E2E_BASE_URL (e.g. https://staging.realty.example.com) the suite runs against that deployed environment instead:
// no server is started, and the specs tagged as needing this machine's server are left out (README "Testing a deployed
// environment"):
//   @mail  reads the server's file outbox (OUTBOX_DIR, tests/outbox.ts)
//   @seed  relies on the demo seed: its accounts (owner<n>@demo.realty.test, one made administrator by ADMIN_EMAILS) or
//          its journal posts, categories and tags
//   @local needs the server's files or the configuration this file gives it
// `--grep-invert` on the command line replaces this choice (e.g. `--grep-invert @mail` on a seeded staging).
const PORT = Number(process.env.E2E_PORT ?? 4310);
const REMOTE = Boolean(process.env.E2E_BASE_URL);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
export const LOCAL_ONLY_TAGS = /@mail|@seed|@local/;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  ...(REMOTE ? { grepInvert: LOCAL_ONLY_TAGS } : {}),
  // Two spec files at a time (the tests of a file in order): on a 2-core machine the suite took 9.2 min instead of 12.1
  // (docs/PERFORMANCE.md "CI under 40 minutes"); the specs make their own users and data, and read mails by address.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: REMOTE
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        // Ready, not just listening: the demo seed of an empty database runs after the server listens.
        url: `${BASE_URL}/api/health/ready`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR ?? '../.data/e2e',
          SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? '300',
          PUBLIC_URL: BASE_URL,
          LOG_LEVEL: 'warn',
          CBRT_RATES_URL: '',
          // A demo owner is the back office's administrator in the e2e runs (tests/admin-*.spec.ts).
          ADMIN_EMAILS: 'owner30@demo.realty.test',
          // Per-session remote overrides (tests/remote-overrides.spec.ts); a non-production feature, on for the suite.
          REMOTE_OVERRIDES: '1',
          // Web Push (tests/messages.spec.ts): a test-only VAPID key pair, and the certificate of the spec's local HTTPS
          // push endpoint (fixtures/push-tls, made for 127.0.0.1 only) trusted beside the system's.
          VAPID_PUBLIC_KEY: 'BNweTXdkMUpZHW3yiAjjWzzqF-RFKMIG604B8Cj_jYfnn39GeGTiDQqKK4D5gMKp-1rxnMP4cfinFMxUGqhVgeU',
          VAPID_PRIVATE_KEY: 'AQJJzeFQg9cg2fnFzch71kK93v0VfZZHkTjD9HJuXF4',
          VAPID_SUBJECT: 'mailto:e2e@example.com',
          PUSH_CA_FILE: new URL('./fixtures/push-tls/cert.pem', import.meta.url).pathname,
          // New-message e-mails every 6 s, so the spec sees the batched notice.
          MESSAGE_NOTICES_INTERVAL_MINUTES: '0.1',
          // Saved-search alerts every 6 s, so the spec sees an instant alert (tests/map-search.spec.ts).
          ALERTS_INTERVAL_MINUTES: '0.1',
        },
      },
});
