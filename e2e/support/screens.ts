// The two screens browser tests run at: a phone (a Pixel 7 at 390 px, as most delegates and desk
// volunteers hold one) and a desktop (1280 px). The phone's values are context options only (no
// browser type), so a spec may also `test.use(PHONE)` in a describe of its own: a spec that runs
// in a desktop project (the last, alone phase) walks its path at a phone's width that way too.
import { devices } from '@playwright/test'

// A describe's test.use may not set the browser type (it would need a worker of its own).
const pixel7: Partial<(typeof devices)['Pixel 7']> = { ...devices['Pixel 7'] }
delete pixel7.defaultBrowserType

export const PHONE = { ...pixel7, viewport: { width: 390, height: 844 } }
export const DESKTOP_SCREEN = { viewport: { width: 1280, height: 800 } }
