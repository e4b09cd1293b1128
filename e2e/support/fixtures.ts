// `test` for the e2e specs: knows which site (embedded or postgres database) its project runs
// against, for the database and mail helpers.
import { test as base } from '@playwright/test'
import type { ServerName } from './servers'

export const test = base.extend<object, { server: ServerName }>({
  server: ['embedded', { option: true, scope: 'worker' }],
})
export { expect } from '@playwright/test'
