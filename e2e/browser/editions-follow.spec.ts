// Every text that names an edition follows the current one: after "Make current" on the next
// edition, the hero slides, the FAQ, the policy pages (their cut-off and fee slabs) and the chrome
// name the new edition, while a text an organiser wrote out by hand stays as written; the © is
// this year's. Before registration opens, the home pop-up and /register say so without a dead
// button or the form's steps (seen on a phone). Runs alone after the other specs (project
// "editions"), and puts the original edition back.
import { type Page } from '@playwright/test'
import { todayInIndia } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { editionValues } from '@/lib/editions/texts'
import { conferenceDates, ordinal } from '@/lib/editions/wording'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { layoutProblems } from '../support/layout'
import { skipPopup } from '../support/site'

let original: EditionDto
const editions = async (page: Page) =>
  (await (await page.request.get('/adminpanel/editions/')).json()) as EditionDto[]

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  original = (await editions(page)).find((e) => e.current)!
})
test.afterEach(async ({ page }) => {
  const { id, opens_at, closes_at } = original
  await page.request.put(`/adminpanel/editions/?id=${id}`, { data: { opens_at, closes_at, current: true } })
})

test('after “Make current” on the next edition, every generated text names it; hand-written ones stay', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A FAQ an organiser wrote out by hand, naming this year's conference.
  const own = await page.request.post('/adminpanel/faqs/', {
    data: {
      question: `Is there a dinner at ${original.name}?`,
      answer: 'Yes, on the second evening.',
      position: 99,
    },
  })
  expect(own.status()).toBe(201)
  const faqId = ((await own.json()) as { id: number }).id
  try {
    const created = await page.request.post('/adminpanel/editions/', {
      data: {
        copy_from: original.id,
        registration_prefix: `F${Date.now().toString(36).slice(-6).toUpperCase()}-`,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const next = (await created.json()) as EditionDto
    await page.goto('/admin/editions')
    await page.getByTestId(`edition-${next.number}`).getByRole('button', { name: 'Make current' }).click()
    await page.getByRole('button', { name: 'Yes, switch' }).click()
    await expect(page.getByText(`${next.name} is now the current edition.`)).toBeVisible()

    await skipPopup(page)
    await page.goto('/')
    const main = page.locator('main')
    await expect(main).toContainText(
      `${ordinal(next.number)} Annual State Conference · ${next.city} · ${conferenceDates(next)}`,
    )
    await expect(main).toContainText(`What is ${next.name}?`)
    // The previous edition is named only where an organiser wrote it by hand.
    await expect(main).not.toContainText(conferenceDates(original))
    await expect(main.getByText(`Is there a dinner at ${original.name}?`)).toBeAttached()
    expect((await main.textContent())!.split(original.name)).toHaveLength(2)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(next.name).first()).toBeAttached()
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${todayInIndia().slice(0, 4)} Indian Academy`,
    )

    // The policy pages follow too: the new cut-off and slabs, under the new name.
    const values = editionValues(next)
    await page.goto('/refund')
    await expect(main).toContainText(`A registration for ${next.name} (${next.city}, ${values.dates})`)
    await expect(main).toContainText(`that is until ${values.cancellation_cutoff}.`)
    await expect(main).not.toContainText(original.name)
    await page.goto('/terms-condition')
    await expect(main).toContainText(values.fee_slabs)
  } finally {
    await page.request.delete(`/adminpanel/faqs/?id=${faqId}`)
  }
})

test.describe('before registration opens, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the pop-up says when it opens, clear of its close button and without a dead button; /register shows no steps', async ({
    page,
  }) => {
    const day = 86_400_000
    const opens = new Date(Date.now() + 6 * day).toISOString()
    const res = await page.request.put(`/adminpanel/editions/?id=${original.id}`, {
      data: { opens_at: opens, closes_at: new Date(Date.now() + 30 * day).toISOString() },
    })
    expect(res.status()).toBe(200)
    await page.goto('/')
    const popup = page.getByRole('dialog')
    await expect(popup).toBeVisible()
    await expect(popup).toContainText(/Registration opens on \d{1,2} \w+ \d{4}\./)
    expect(await layoutProblems(page)).toEqual([])
    await expect(popup.getByRole('link', { name: /^Registration opens/ })).toHaveCount(0)
    await expect(popup.getByRole('link', { name: 'See the fees and how to register' })).toHaveAttribute(
      'href',
      '/about#registration',
    )

    await page.goto('/register')
    await expect(page.getByTestId('registration-state')).toContainText('Registration opens on')
    await expect(page.getByText('Step 1 of 3')).toHaveCount(0)
    await expect(page.getByText('Fields marked * are required')).toHaveCount(0)
  })
})
