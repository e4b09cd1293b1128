// The shared public chrome (spec 2): contact strip, navigation with the current page in red,
// the phone menu, smooth scroll to the top, footer links, aliases, policy pages, the 404 page.
import { todayInIndia } from '@/lib/dates'
import { expect, test } from '../support/fixtures'
import { ACCENT, currentEdition, isPhone, navLinks, skipPopup } from '../support/site'

test.beforeEach(async ({ page }) => skipPopup(page))

const PAGES = [
  ['/', 'Home'],
  ['/about', 'About'],
  // The current edition's name (UP Pedicon 2025 in the spec; the seed's next one today).
  ['/uppedicon', 'current edition'],
  ['/events', 'Events'],
  ['/programme', 'Programme'],
  ['/contact-us', 'Contact'],
] as const

/** The pages and their labels, the conference's being the current edition's name. */
const pages = async (page: import('@playwright/test').Page) => {
  const { name } = (await currentEdition(page.request)).edition
  return PAGES.map(([path, label]) => [path, path === '/uppedicon' ? name : label] as const)
}

test('the current page’s link is highlighted in red, and only that one', async ({ page }) => {
  for (const [path, label] of await pages(page)) {
    await page.goto(path)
    const nav = await navLinks(page)
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(label)
    await expect(current).toHaveCSS('color', ACCENT)
    const other = nav.getByRole('link', { name: path === '/' ? 'About' : 'Home', exact: true })
    await expect(other).not.toHaveCSS('color', ACCENT)
  }
})

test('the navigation lists the spec’s links; Call for Abstracts opens the site’s own call while it is open', async ({
  page,
}) => {
  await page.goto('/')
  const nav = await navLinks(page)
  for (const [path, label] of await pages(page))
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path)
  await expect(nav.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register')
  // The demo's call is open (prisma/demo-abstracts.ts); once it closes, the edition's external
  // form (if set) opens in a new tab instead.
  const abstracts = nav.getByRole('link', { name: /Call for Abstracts/ })
  await expect(abstracts).toHaveAttribute('href', '/abstracts')
  await expect(abstracts).not.toHaveAttribute('target', '_blank')
})

test('on a phone the menu button toggles the links and choosing one closes it', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const button = nav.getByRole('button', { name: 'Menu' })
  const events = nav.getByRole('link', { name: 'Events', exact: true })
  await expect(events).toBeHidden()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(events).toBeVisible()
  const box = await events.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await events.click()
  await expect(page).toHaveURL(/\/events$/)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(events).toBeHidden()
  await button.click()
  await page.keyboard.press('Escape')
  await expect(events).toBeHidden()
})

test('on a desktop the links show without a menu button', { tag: '@desktop' }, async ({ page }) => {
  test.skip(isPhone(page), 'desktop layout')
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible()
})

test('the sticky contact strip calls, maps and mails', async ({ page }) => {
  await page.goto('/events')
  const strip = page.locator('header').first()
  await expect(strip.locator('a[href^="tel:+91"]')).toContainText(/\d{10}/)
  await expect(strip.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/)
  await expect(strip.locator('a[href*="google.com/maps"]')).toContainText('Gorakhpur')
  await expect(strip.locator('a[href*="google.com/maps"]')).toHaveAttribute('target', '_blank')
  // Still on screen after scrolling down (sticky).
  await page.mouse.wheel(0, 2000)
  await expect(strip.locator('a[href^="tel:"]')).toBeInViewport()
})

test('a route change scrolls smoothly back to the top', async ({ page }) => {
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the footer carries the spec’s links, contacts and copyright', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const hrefs = await footer
    .getByRole('region', { name: 'Important Links' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([
    '/',
    '/About',
    '/UpPedicon',
    '/Events',
    '/contact-us',
    '/refund',
    '/privacy-policy',
    '/terms-condition',
  ])
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(footer.locator('a[href^="https://wa.me/"]')).toContainText('WhatsApp')
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2)
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4)
  // The © is this year's (India), whatever the current edition's year.
  const year = todayInIndia().slice(0, 4)
  await expect(footer).toContainText(`© ${year} Indian Academy of Pediatrics, Uttar Pradesh`)
})

test('the mixed-case aliases redirect permanently to their pages', async ({ page, request, baseURL }) => {
  for (const [alias, target] of [
    ['/About', '/about'],
    ['/UpPedicon', '/uppedicon'],
    ['/Events', '/events'],
  ]) {
    const res = await request.get(alias, { maxRedirects: 0 })
    expect(res.status(), alias).toBe(308)
    // At the site's public address (SITE_URL, here the base URL).
    expect(res.headers().location).toBe(`${baseURL}${target}`)
  }
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Indian Academy of Pediatrics, Uttar Pradesh',
  )
})

test('the policy pages state the spec’s facts', async ({ page }) => {
  await page.goto('/refund')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund & Cancellation Policy')
  const refund = page.locator('main')
  await expect(refund).toContainText('up to two months before the conference')
  await expect(refund).toContainText('50%')
  await expect(refund).toContainText('within 10 working days')
  await expect(refund).toContainText('original method of payment')
  await expect(refund).toContainText('are not refunded')
  await expect(refund).toContainText('same organisation')
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.locator('main')).toContainText('not aimed at children under 13')
  await page.goto('/terms-condition')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions')
  await expect(
    page.locator('main').getByRole('link', { name: 'Refund & Cancellation Policy' }),
  ).toHaveAttribute('href', '/refund')
})

test('an unknown address shows the friendly 404 page with a way home', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  // Its links name the current edition, as the navigation does.
  const { edition } = await currentEdition(page.request)
  await expect(page.locator('main').getByRole('link', { name: edition.name, exact: true })).toHaveAttribute(
    'href',
    '/uppedicon',
  )
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})
