// `test` for the e2e specs: knows which site (embedded or postgres database) its project runs
// against, for the database and mail helpers. Each test is a client of its own: its requests and
// pages come from an address of their own (X-Forwarded-For, believed by the e2e sites from the
// loopback proxy), so the per-client limits of one test never refuse another's requests.
import { test as base } from '@playwright/test'
import type { ServerName } from './servers'

const byte = () => Math.floor(Math.random() * 254) + 1
/** A random address in 198.18.0.0/15 (reserved for benchmarks: nobody's real address). */
export const randomAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`

export const test = base.extend<object, { server: ServerName }>({
  server: ['embedded', { option: true, scope: 'worker' }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) =>
    provide({ 'X-Forwarded-For': randomAddress(), ...extraHTTPHeaders }),
})
export { expect } from '@playwright/test'
