// An organiser edits the site's content in the admin screens: a FAQ on the
// dashboard, a hero slide, and the refund policy on the About screen; the public pages show
// each change on the next request. What the test changes is put back through the API.
import type { Page } from '@playwright/test'
import { formatIndianDate } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { editionValues } from '@/lib/editions/texts'
import { ADMIN, png } from '../support/admin'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const modal = (page: Page, name: string) => page.getByRole('dialog', { name })
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true })

async function menuAction(page: Page, card: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${card}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('an FAQ added and changed on the dashboard is on the home page at the next request', async ({
  page,
}, info) => {
  const question = `Is there parking at the venue (${info.project.name} ${Date.now()})?`
  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: 'Add FAQ' }).click()
  const add = modal(page, 'Add FAQ')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add.getByText('Question is required.')).toBeVisible()
  await add.getByLabel(/^Question/).fill(question)
  await add.getByLabel(/^Answer/).fill('Yes: **free parking** for delegates.')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'FAQ added successfully!')).toBeVisible()

  await menuAction(page, question, 'Update')
  const update = modal(page, 'Update FAQ')
  await expect(update.getByLabel(/^Question/)).toHaveValue(question)
  await update
    .getByLabel(/^Answer/)
    .fill('Yes: **free parking** beside the hall, see [Contact](/contact-us).')
  await update.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'FAQ updated successfully!')).toBeVisible()

  await page.goto('/')
  await page
    .getByRole('dialog', { name: /^UP Pedicon \d{4}$/ })
    .getByRole('button', { name: 'Close' })
    .click()
  const item = page.locator('details', { hasText: question })
  await item.scrollIntoViewIfNeeded()
  await item.locator('summary').click()
  await expect(item.locator('strong', { hasText: 'free parking' })).toBeVisible()
  await expect(item.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us')

  await page.goto('/admin/dashboard')
  await menuAction(page, question, 'Delete')
  await modal(page, 'Confirm Action').getByRole('button', { name: 'Yes, Delete' }).click()
  await expect(toast(page, 'FAQ deleted successfully!')).toBeVisible()
  await page.goto('/')
  await expect(page.getByText(question)).toHaveCount(0)
})

test('a hero slide changed on the dashboard is on the home page at the next request', async ({
  page,
}, info) => {
  const title = `E2E slide ${info.project.name} ${Date.now()}`
  const created = await page.request.post('/adminpanel/slides/', {
    multipart: {
      title,
      buttonText: 'Go',
      buttonLink: '/events',
      position: '90',
      image: { name: 'slide.png', mimeType: 'image/png', buffer: await png('#7c3aed', 1600, 900) },
    },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  try {
    await page.goto('/admin/dashboard')
    await menuAction(page, title, 'Update')
    const form = modal(page, 'Update Slide')
    await form.getByLabel(/^Title/).fill(`${title} renamed`)
    await form.getByLabel(/^Subtitle/).fill('Edited in the browser')
    await form.getByLabel(/^Order/).fill('7')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Slide updated successfully!')).toBeVisible()

    await page.goto('/')
    const slides = page.locator('[aria-roledescription="slide"]')
    const slide = slides.filter({ has: page.getByRole('heading', { name: `${title} renamed` }) })
    await expect(slide).toHaveCount(1)
    await expect(slide).toContainText('Edited in the browser')
    // Order 7 puts it after the four demo slides (0-3).
    await expect(slides.last()).toContainText(`${title} renamed`)
  } finally {
    await page.request.delete(`/adminpanel/slides/?id=${id}`)
  }
})

test('the refund policy edited on the About screen is the /refund page at the next request', async ({
  page,
}) => {
  const texts = await (await page.request.get('/adminpanel/texts/')).json()
  const original: string = texts.find((t: { key: string }) => t.key === 'page.refund').body
  const marker = `Cancellation by e-mail only ${Date.now()}`
  try {
    await page.goto('/admin/admin-about')
    await page.getByRole('button', { name: 'Edit Refund & Cancellation Policy' }).click()
    const form = modal(page, 'Edit Refund & Cancellation Policy')
    // A mistyped placeholder is named before anything is saved.
    await form.getByLabel(/^Text/).fill('Until {cancelation_cutoff}.')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText(/Unknown placeholder \{cancelation_cutoff\}/)).toBeVisible()
    await form
      .getByLabel(/^Text/)
      .fill(
        `## ${marker}\n\nWrite to the secretariat.\n\n- 50% until {cancellation_cutoff}\n- nothing after, at {edition}`,
      )
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Text saved successfully!')).toBeVisible()

    // The page shows the text with the current edition's values, dated today.
    const edition = (await (await page.request.get('/adminpanel/editions/')).json()).find(
      (e: EditionDto) => e.current,
    ) as EditionDto
    await page.goto('/refund')
    await expect(page.getByRole('heading', { level: 2, name: marker })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'nothing after' })).toHaveText(
      `nothing after, at ${edition.name}`,
    )
    await expect(page.getByRole('listitem').filter({ hasText: '50% until' })).toHaveText(
      `50% until ${editionValues(edition).cancellation_cutoff}`,
    )
    await expect(page.locator('main')).toContainText(`Last updated ${formatIndianDate(new Date())}.`)
  } finally {
    await page.request.put('/adminpanel/texts/?key=page.refund', { data: { body: original } })
  }
})
