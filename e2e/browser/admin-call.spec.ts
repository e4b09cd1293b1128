// The call for abstracts' editor in the console, at phone width: an organiser adds a topic and
// moves it up, changes the word limit, is told in the page (before anything is sent) that a call
// must close after it opens, and cannot remove a topic that submitted abstracts chose; the public
// page, asked by a visitor without any cookie (from the shared page cache), shows the change at
// once. Then the call is set to open a minute from now with an external form: the page says when
// it opens and the menu goes to that form, and when the minute comes both change without anyone
// saving. The call is put back as it was.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { toIndiaLocal } from '../../components/admin/editions/india-time'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { followMenuLink, navLinks, skipPopup } from '../support/site'

interface Call {
  edition_id: number
  opens_at: Date
  closes_at: Date
  topics: string[]
  word_limit: number
  abstracts_url: string
}

const CURRENT_CALL = `SELECT c.edition_id, c.opens_at, c.closes_at, c.topics, c.word_limit, e.abstracts_url
  FROM abstract_calls c JOIN current_edition ce ON ce.edition_id = c.edition_id JOIN editions e ON e.id = c.edition_id`

/** A visitor without cookies (what the shared page cache serves), on a phone-sized page. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await skipPopup(page)
  return page
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('an organiser edits the call; the public page and the menu follow at once and when the call opens', async ({
  page,
  browser,
  server,
}, testInfo) => {
  test.setTimeout(300_000)
  const [before] = await sql<Call>(server, CURRENT_CALL)
  expect(before, 'the demo has a call for the current edition').toBeTruthy()
  const public_ = await visitor(browser, testInfo.project.use.baseURL)
  const topic = `Paediatric genetics ${testInfo.project.name} ${Date.now()}`
  try {
    await public_.goto('/abstracts')
    await expect(public_.getByText(`${before.word_limit} words:`)).toBeVisible()

    await page.goto('/admin/dashboard')
    // On a phone the links are behind the menu button.
    await followMenuLink(page.getByRole('navigation', { name: 'Administration' }), 'Call for abstracts')
    await expect(page).toHaveURL(/\/admin\/abstracts\/call$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Call for abstracts' })).toBeVisible()
    await expect(page.getByTestId('call-state')).toContainText(
      'Open: submitters write and change abstracts until',
    )
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // A topic that submitted abstracts chose cannot be removed: the form says so and offers no Remove.
    const first = page.getByRole('textbox', { name: 'Topic 1', exact: true })
    await expect(first).toHaveValue(before.topics[0])
    await expect(page.getByText(/^Chosen by \d+ submitted abstracts?$/).first()).toBeVisible()
    await expect(page.getByRole('button', { name: `Remove topic 1 (${before.topics[0]})` })).toHaveCount(0)

    // A new topic, moved up one place; a smaller word limit.
    const n = before.topics.length
    await page.getByRole('button', { name: 'Add a topic' }).click()
    await page.getByRole('textbox', { name: `Topic ${n + 1}`, exact: true }).fill(topic)
    await page.getByRole('button', { name: `Move up topic ${n + 1}`, exact: true }).click()
    await expect(page.getByRole('textbox', { name: `Topic ${n}`, exact: true })).toHaveValue(topic)
    await page.getByRole('spinbutton', { name: 'Word limit' }).fill('275')

    // Refused in the page, before anything is sent: the call must close after it opens.
    const closes = page.getByLabel('Closes (India time)')
    const closing = await closes.inputValue()
    await closes.fill(toIndiaLocal(new Date(before.opens_at.getTime() - 86_400_000).toISOString()))
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByText('The call must close after it opens.')).toBeVisible()
    await closes.fill(closing)
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByText('The call is saved: the public page and the menu show it now.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: `Topic ${n}`, exact: true })).toHaveValue(topic)
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])

    // The visitor's page changes at once.
    await public_.reload()
    await expect(public_.getByText('275 words:')).toBeVisible()
    const topics = public_.getByRole('main').getByRole('listitem')
    await expect(topics.filter({ hasText: topic })).toBeVisible()
    expect(await topics.allTextContents()).toContain(before.topics[n - 1])

    // Opening at a whole minute (the form's precision), with an external form: the page says
    // when; the menu goes there. Saved 25 s before that minute, so the pages render within the last
    // 30 s before a boundary, where a cached read must still be kept in Next's prerenders.
    const opens = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000)
    await page.waitForTimeout(Math.max(0, opens.getTime() - 25_000 - Date.now()))
    await page.getByLabel('Opens (India time)').fill(toIndiaLocal(opens.toISOString()))
    const external = 'https://forms.example.org/upp-abstracts'
    await page.getByLabel('Address of an external call for abstracts form (optional)').fill(external)
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByTestId('call-state')).toContainText('Not open yet: it opens on')
    await public_.reload()
    await expect(public_.getByText(/^The call opens on /)).toBeVisible()
    const menuLink = async () =>
      (await navLinks(public_)).getByRole('link', { name: /^Call for Abstracts/ }).getAttribute('href')
    expect(await menuLink()).toBe(external)

    // The minute comes: nobody saves, and the page and the menu change by themselves.
    await expect
      .poll(
        async () => {
          await public_.reload()
          return (
            (await public_.getByText(/^The call opens on /).count()) === 0 &&
            (await menuLink()) === '/abstracts'
          )
        },
        { timeout: Math.max(0, opens.getTime() - Date.now()) + 60_000, intervals: [2_000] },
      )
      .toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(opens.getTime())
    await expect(public_.getByRole('heading', { name: 'Submit an abstract' })).toBeVisible()
  } finally {
    // As it was: the row put back, then saved once unchanged through the editor (which expires
    // the public page's cache entry).
    await sql(
      server,
      'UPDATE abstract_calls SET opens_at = $1, closes_at = $2, topics = $3, word_limit = $4 WHERE edition_id = $5',
      [before.opens_at, before.closes_at, before.topics, before.word_limit, before.edition_id],
    )
    await sql(server, 'UPDATE editions SET abstracts_url = $1 WHERE id = $2', [
      before.abstracts_url,
      before.edition_id,
    ])
    await page.goto('/admin/abstracts/call')
    await page.getByRole('button', { name: 'Save the call' }).click()
    await expect(page.getByText('The call is saved')).toBeVisible()
    await public_.context().close()
  }
})
