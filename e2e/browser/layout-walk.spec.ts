// A walk of every public page at the project's width (390 px and 1280 px): the page never scrolls
// sideways, no text lies under a control that stays put or sits over it (the pop-up's close
// button, the sticky bars), no heading is drawn over other text, and axe-core finds no violation.
// The admin pages get the same checks in admin-accessibility.spec.ts.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { skipPopup } from '../support/site'

// The steps of a registration send a browser that holds none elsewhere once their script runs
// (the checkout and the confirmation to the form, the proof's upload to the home page): the walk
// looks at the page the visitor lands on, not at one half-way through leaving (a client-side
// navigation under way scrolls and swaps the page while it is measured). With a registration they
// are walked in the test below.
const LANDS_ON: Record<string, string> = {
  '/checkout': '/register',
  '/payment-details': '/',
  '/registration-confirmed': '/register',
}

const PAGES = [
  '/',
  '/about',
  '/about/page/2',
  '/uppedicon',
  '/events',
  '/contact-us',
  '/register',
  '/checkout',
  '/payment-details',
  '/registration-confirmed',
  '/refund',
  '/privacy-policy',
  '/terms-condition',
  '/no-such-page',
]

async function check(page: Page, where: string) {
  await page.waitForLoadState('networkidle')
  expect(await layoutProblemsWhileScrolling(page), `${where}: layout`).toEqual([])
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${where}: axe`,
  ).toEqual([])
}

test(
  'every public page fits the screen, keeps text clear of fixed controls and passes axe',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(240_000)
    await skipPopup(page)
    for (const path of PAGES) {
      await page.goto(path)
      if (LANDS_ON[path]) await page.waitForURL(LANDS_ON[path])
      await check(page, path)
    }
  },
)

test(
  'the registration pop-up keeps its text clear of the close button',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog')
    await expect(popup).toBeVisible()
    await check(page, 'the pop-up')
  },
)

test(
  'the checkout and the proof’s upload with a registration fit the screen and pass axe',
  { tag: '@desktop' },
  async ({ page }) => {
    await skipPopup(page)
    await page.goto('/register')
    await fillRegistrationForm(page, uniqueDelegate('walk'))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible()
    await check(page, '/checkout')
    await page.goto('/payment-details')
    await expect(page.getByLabel('Proof of Payment')).toBeVisible()
    await check(page, '/payment-details')
  },
)
