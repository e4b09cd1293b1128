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

/**
 * Opens a navigation's phone menu when it has one showing. The menu button works once the page's
 * script has run: a tap before does nothing, so it taps again until the menu says it is open.
 */
export async function openMenu(nav: Locator) {
  const button = nav.getByRole('button', { name: 'Menu' })
  if (!(await button.isVisible())) return nav
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return nav
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
