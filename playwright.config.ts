// End-to-end suite in Debian's Chromium: API specs (e2e/api) and the security suite
// (e2e/security: attacks replayed beside the honest path) run against the site on the embedded
// database and on a PostgreSQL server; browser specs (e2e/browser) against the embedded one, at a
// phone's width, and those tagged @desktop at a desktop's width too (see DESKTOP below). Each site
// is started fresh by e2e/support/server.ts.
import { defineConfig } from '@playwright/test'
import { DESKTOP_SCREEN, PHONE } from './e2e/support/screens'
import { SERVERS, type ServerName } from './e2e/support/servers'

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}
const site = (name: ServerName) => `http://localhost:${SERVERS[name].port}`
// E2E_ONLY=embedded starts only that site (quicker while working on one area).
const only = process.env.E2E_ONLY as ServerName | undefined
const servers = (Object.keys(SERVERS) as ServerName[]).filter((name) => !only || name === only)
const ADMIN = /admin-[^/]*\.spec\.ts$/
// The check-in desk's specs open and close its rehearsal, one state shared by the site: one at a time.
const DESK = /admin-checkin[^/]*\.spec\.ts$/
// Specs that run last, alone: those that change the current edition's window (closing
// registration), and those (alone-*) that stop a second server sharing the site's database, change
// what every delegate pays (GST added on top of the fees) or need the money collected to stay put.
const EDITIONS = /(editions|alone-)[^/]*\.spec\.ts$/
const readers = ['api-embedded', ...(only === 'embedded' ? [] : ['api-postgres']), 'phone', 'desktop']
// The security suite expects the check-in desk closed (the current edition is months away), while
// the admin specs open it for a rehearsal to check delegates in: those start after it.
const security = ['security-embedded', ...(only === 'embedded' ? [] : ['security-postgres'])]
// Most delegates and desk volunteers are on phones: behaviour is tested once, at 390 px. At 1280 px
// run only the tests tagged @desktop: layouts, accessibility scans and what a wide screen shows
// differently (halls side by side, the navigation without a menu button, a UPI QR code).
const DESKTOP = /@desktop/
const phone = {
  ...PHONE,
  ...chromium,
  baseURL: site('embedded'),
  server: 'embedded' as const,
}
const desktop = {
  ...chromium,
  ...DESKTOP_SCREEN,
  baseURL: site('embedded'),
  server: 'embedded' as const,
}

export default defineConfig<object, { server: ServerName }>({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { ...chromium, trace: 'retain-on-failure' },
  webServer: servers.map((name) => ({
    command: `node --import tsx e2e/support/server.ts ${name}`,
    url: `${site(name)}/healthz`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
  // Specs that change the shared demo content (admin-*) run in a second phase, after the specs
  // that read it, so neither sees the other's changes mid-run.
  projects: [
    {
      name: 'api-embedded',
      testDir: 'e2e/api',
      testIgnore: [ADMIN, EDITIONS],
      use: { baseURL: site('embedded'), server: 'embedded' },
    },
    ...(only === 'embedded'
      ? []
      : [
          {
            name: 'api-postgres',
            testDir: 'e2e/api',
            testIgnore: [ADMIN, EDITIONS],
            use: { baseURL: site('postgres'), server: 'postgres' as const },
          },
        ]),
    // The security suite works with administrators and client addresses of its own and leaves
    // the demo content alone, so it runs beside the readers (and before the admin specs).
    {
      name: 'security-embedded',
      testDir: 'e2e/security',
      use: { baseURL: site('embedded'), server: 'embedded' },
    },
    ...(only === 'embedded'
      ? []
      : [
          {
            name: 'security-postgres',
            testDir: 'e2e/security',
            use: { baseURL: site('postgres'), server: 'postgres' as const },
          },
        ]),
    { name: 'phone', testDir: 'e2e/browser', testIgnore: [ADMIN, EDITIONS], use: phone },
    { name: 'desktop', testDir: 'e2e/browser', testIgnore: [ADMIN, EDITIONS], grep: DESKTOP, use: desktop },
    // On the embedded site the editing projects take turns: a page being rendered for one while
    // another writes could be cached stale (see e2e/api/admin-cache.spec.ts).
    {
      name: 'admin-api-embedded',
      testDir: 'e2e/api',
      testMatch: ADMIN,
      dependencies: [...readers, ...security],
      use: { baseURL: site('embedded'), server: 'embedded' },
    },
    ...(only === 'embedded'
      ? []
      : [
          {
            name: 'admin-api-postgres',
            testDir: 'e2e/api',
            testMatch: ADMIN,
            dependencies: [...readers, ...security],
            use: { baseURL: site('postgres'), server: 'postgres' as const },
          },
        ]),
    // The desk's project (one worker) comes before admin-phone, so its specs run beside admin-phone's
    // on the other worker instead of alone after them.
    {
      name: 'admin-desk-phone',
      testDir: 'e2e/browser',
      testMatch: DESK,
      workers: 1,
      dependencies: ['admin-api-embedded'],
      use: phone,
    },
    {
      name: 'admin-phone',
      testDir: 'e2e/browser',
      testMatch: ADMIN,
      testIgnore: DESK,
      dependencies: ['admin-api-embedded'],
      use: phone,
    },
    {
      name: 'admin-desktop',
      testDir: 'e2e/browser',
      testMatch: ADMIN,
      testIgnore: DESK,
      dependencies: ['admin-phone'],
      grep: DESKTOP,
      use: desktop,
    },
    // The registration window and the current edition change here: after everything else, alone.
    // (The cluster's project runs beside it: it touches neither site.)
    {
      name: 'editions',
      testDir: 'e2e',
      testMatch: EDITIONS,
      dependencies: ['admin-desktop', 'admin-desk-phone'],
      fullyParallel: false,
      workers: 1,
      use: desktop,
    },
    // Two instances of one build behind a proxy (e2e/support/cluster.ts), and the fault suite behind
    // nginx (e2e/support/faults.ts): started by each spec itself on a database of its own, so they
    // need neither site (E2E_ONLY=cluster starts none; run them with --no-deps). One spec at a
    // time: they share the build and its ports. In the last phase, beside the editions' project
    // (one worker too): their bursts and faults then share the cores with one browser, and the two
    // phases before keep both workers busy.
    {
      name: 'cluster',
      testDir: 'e2e/cluster',
      workers: 1,
      dependencies: ['admin-desktop', 'admin-desk-phone'],
      use: { server: 'postgres' as const },
    },
  ],
})
