// Helpers for the public-site browser specs.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { RegistrationInfoDto } from '../../lib/editions/schema'

/** Marks the registration pop-up as already closed, for specs about other parts of the home page. */
export async function skipPopup(page: Page) {
  // Only the top document: frames such as the lazy map have no storage of ours.
  await page.addInitScript(
    () => window === window.top && sessionStorage.setItem('uppedicon-popup-closed', '1'),
  )
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

/** Waits until React has hydrated `element` (a click on it before is lost), and returns it. */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      timeout: 20_000,
    })
    .toBe(true)
  return element
}

/**
 * Opens a navigation's phone menu when it has one showing. The menu button works once React has
 * hydrated it: a tap before is lost, and a tap during hydration is replayed after it, so tapping
 * again until it opens can toggle it twice. Wait for the button's React props, then tap once.
 */
export async function openMenu(nav: Locator) {
  const button = nav.getByRole('button', { name: 'Menu' })
  if (!(await button.isVisible())) return nav
  await hydrated(button)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return nav
}

/**
 * Follows a link of a navigation's phone menu. The console's menu has been seen to close again
 * just after opening while a page loads: the menu is opened (again) and the link clicked until
 * the click lands.
 */
export async function followMenuLink(nav: Locator, name: string, options: { exact?: boolean } = {}) {
  await expect(async () => {
    await openMenu(nav)
    await nav.getByRole('link', { name, ...options }).click({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
}

/** The main navigation's links, opening the phone menu first when needed. */
export const navLinks = (page: Page) => openMenu(page.getByRole('navigation', { name: 'Main' }))

export const ACCENT = 'rgb(185, 28, 28)'

/** The current edition and today's fees, as GET /uppedicon/registration/ gives them. */
export async function currentEdition(request: APIRequestContext): Promise<RegistrationInfoDto> {
  const res = await request.get('/uppedicon/registration/')
  if (res.status() !== 200) throw new Error(`GET /uppedicon/registration/: ${res.status()}`)
  return (await res.json()) as RegistrationInfoDto
}
