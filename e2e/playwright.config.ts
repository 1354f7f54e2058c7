import { defineConfig, devices } from '@playwright/test';

// The composed site as a visitor gets it: `scripts/start.mjs` builds what is stale, migrates, seeds a small demo set
// into a throwaway PGlite folder and serves shell, remotes and API on one port.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: `${BASE_URL}/api/health`,
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
          // The back office's tests sign in as this administrator (created by the demo seed of the fresh data dir).
          SEED_ADMIN_EMAIL: 'e2e-admin@example.com',
          SEED_ADMIN_PASSWORD: 'Back-Office-2026',
          // A demo owner is the back office's administrator in the e2e runs (tests/admin-*.spec.ts).
          ADMIN_EMAILS: 'owner30@demo.realty.test',
        },
      },
});
