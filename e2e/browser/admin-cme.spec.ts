// CME certificates of the demo's past edition in the browser at a phone's width: a delegate's
// page says when certificates are released and the PDF is refused before then; once released, a
// delegate below the minimum attendance is told why there is none, the others see their credit
// hours and download the certificate; the council's report lists every certified delegate, row by
// row, in-state first (by council, or by the state of a delegate who named none).
//
// Then the feedback form before the certificate, on the demo's past edition at a phone's width: the
// organisers add a question in the console; Dr. Diya Verma (the demo delegate who owes her
// feedback) finds her certificate waiting for it (the PDF refused too), is told what is missing,
// answers, and downloads the certificate; the same without the page's script; the console then
// sums the answers up per question, and the feedback CSV and the council report (CSV and signed
// PDF) carry the summary.
// Both walks change the same edition's CME settings and Diya's certificate, so they share this
// file: a file's tests run one after another in one worker, never beside each other.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { csvLines, delegates, demoEdition, saveCme } from '../support/cme'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblems } from '../support/layout'
import type { ServerName } from '../support/servers'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('a certificate is refused before its release and below the minimum, then shows the hours', async ({
  page,
  server,
  browser,
}) => {
  const edition = await demoEdition(page.request)
  const people = await delegates(server, edition)
  const aarav = people.get('Dr. Aarav Sharma')!
  const delegatePage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  try {
    await saveCme(page.request, edition, { releaseRule: 'on_date', releaseOn: '2099-01-01' })
    await delegatePage.goto(aarav.page)
    await expect(delegatePage.getByTestId('cme-release')).toHaveText(
      /Your certificate of CME credit hours is released on 1 Jan 2099, 00:00 \(India time\)/,
    )
    await expect(delegatePage.getByTestId('certificate-link')).toHaveCount(0)
    const early = await delegatePage.request.get(`/certificate/${aarav.code}.pdf`)
    expect(early.status()).toBe(409)
    expect(await early.text()).toContain('Certificates are released on 1 Jan 2099')
  } finally {
    await saveCme(page.request, edition, {})
  }
  await delegatePage.goto(people.get('Dr. Vihaan Tripathi')!.page)
  await expect(delegatePage.getByTestId('cme-refusal')).toHaveText(
    'No certificate: A certificate needs 2 of the 3 conference days; you attended 1.',
  )
  await delegatePage.goto(people.get('Dr. Kabir Gupta')!.page)
  await expect(delegatePage.getByTestId('cme-hours')).toHaveText(
    '8 CME credit hours, for 2 of 3 conference days attended.',
  )
  await delegatePage.goto(aarav.page)
  await expect(delegatePage.getByTestId('cme-hours')).toHaveText(
    '12 CME credit hours, for 3 of 3 conference days attended.',
  )
  expect(await layoutProblems(delegatePage)).toEqual([])
  const href = await delegatePage.getByTestId('certificate-link').getAttribute('href')
  const pdf = await delegatePage.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await delegatePage.context().close()
})

test('the council report of the demo edition, row by row', async ({ page, server }) => {
  const edition = await demoEdition(page.request)
  const people = await delegates(server, edition)
  const code = (name: string) => people.get(name)!.code
  const res = await page.request.get(`/adminpanel/cme/report/?edition=${edition}`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = await csvLines(res)
  // The delegates; the feedback summary after them (the feedback walk below checks it).
  expect(lines.slice(0, 8)).toEqual([
    'Section,Name,Medical council,Council registration number,Days attended,Credit hours,Certificate number',
    `In state,Dr. Aarav Sharma,Uttar Pradesh Medical Council,45678,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Aarav Sharma')}`,
    `In state,Dr. Arjun Singh,Uttar Pradesh Medical Council,38812,2025-11-28 2025-11-30,8,${code('Dr. Arjun Singh')}`,
    `In state,Dr. Diya Verma,Uttar Pradesh Medical Council,51234,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Diya Verma')}`,
    // She named no council; her state is Uttar Pradesh.
    `In state,Dr. Isha Pandey,,,2025-11-29 2025-11-30,8,${code('Dr. Isha Pandey')}`,
    `Out of state,Dr. Ananya Mishra,Delhi Medical Council,DMC/R/12345,2025-11-28 2025-11-29 2025-11-30,12,${code('Dr. Ananya Mishra')}`,
    `Out of state,Dr. Kabir Gupta,Bihar Council of Medical Registration,34567,2025-11-28 2025-11-29,8,${code('Dr. Kabir Gupta')}`,
    '',
  ])
  expect(lines[8]).toBe('Feedback summary')
})

const SESSIONS = 'How useful were the scientific sessions?'
const VENUE = 'How was the venue and its arrangements?'
const BETTER = 'What should the next conference do better?'
const RECOMMEND = 'Would you recommend the conference to a colleague?'

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations).toEqual([])
}

/** Answers Diya's form: what the demo's other delegates did not say. */
async function answer(page: Page) {
  await page.getByRole('group', { name: SESSIONS }).getByRole('radio', { name: '5' }).check()
  await page.getByRole('group', { name: VENUE }).getByRole('radio', { name: '4' }).check()
  await page.getByRole('group', { name: RECOMMEND }).getByRole('radio', { name: '5' }).check()
  await page.getByRole('textbox', { name: BETTER }).fill('Longer breaks between sessions.')
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByTestId('feedback-thanks')).toHaveText(
    'Thank you for your feedback. Your certificate is ready below.',
  )
  const href = await page.getByTestId('certificate-link').getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
}

async function delegatePage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
  return context.newPage()
}

const forget = (server: ServerName, id: number) =>
  sql(server, 'DELETE FROM feedback_responses WHERE participant_id = $1', [id])

test('the feedback comes before the certificate; the console and the council report sum it up', async ({
  page,
  server,
  browser,
}) => {
  // A long walk (two delegates, the console, the report's PDF): about 30 s, twice that on a loaded machine.
  test.setTimeout(120_000)
  const edition = await demoEdition(page.request)
  const diya = (await delegates(server, edition)).get('Dr. Diya Verma')!
  const api = `/adminpanel/feedback/?edition=${edition}`
  const saved = (await (await page.request.get(api)).json()) as { questions: unknown[] }
  await forget(server, diya.id)
  try {
    // The organisers add a question, not required, at the end.
    await page.goto(`/admin/certificates?edition=${edition}`)
    const form = page.getByRole('form', { name: 'Feedback form' })
    await expect(form.getByTestId('feedback-question')).toHaveCount(3)
    // The console's buttons work once its script has run.
    await expect(form.getByRole('button', { name: 'Apply feedback form' })).toBeEnabled()
    await form.getByRole('button', { name: 'Add a rating question' }).click()
    await form.getByRole('textbox', { name: 'Question 4', exact: true }).fill(RECOMMEND)
    await form.getByRole('checkbox', { name: 'Question 4 is required' }).uncheck()
    await form.getByRole('button', { name: 'Apply feedback form' }).click()
    await expect(page.getByText('Feedback form saved.')).toBeVisible()
    // The page's own layout, once the toast has gone.
    await expect(page.getByText('Feedback form saved.')).toBeHidden()
    expect(await layoutProblems(page)).toEqual([])
    await axeClean(page)

    // The delegate's certificate waits for her feedback.
    const delegate = await delegatePage(browser, true)
    await delegate.goto(diya.page)
    await expect(delegate.getByTestId('certificate-waiting')).toHaveText(
      'Your certificate follows your feedback: please answer the form below.',
    )
    await expect(delegate.getByTestId('certificate-link')).toHaveCount(0)
    const refused = await delegate.request.get(`/certificate/${diya.code}.pdf`)
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain('Please give your feedback on your registration page first')
    await expect(delegate.getByRole('button', { name: 'Skip the feedback' })).toHaveCount(0)
    await axeClean(delegate)
    expect(await layoutProblems(delegate)).toEqual([])
    await delegate.setViewportSize({ width: 1280, height: 800 })
    await axeClean(delegate)
    await delegate.setViewportSize({ width: 390, height: 844 })
    await delegate.getByRole('button', { name: 'Send feedback' }).click()
    await expect(delegate.getByRole('group', { name: SESSIONS })).toContainText(
      'Choose a rating from 1 to 5.',
    )
    await axeClean(delegate)
    await answer(delegate)
    await delegate.context().close()

    // The same before the page's script: the form posts to its server action.
    await forget(server, diya.id)
    const plain = await delegatePage(browser, false)
    await plain.goto(diya.page)
    await plain.getByRole('button', { name: 'Send feedback' }).click()
    await expect(plain.getByRole('group', { name: SESSIONS })).toContainText('Choose a rating from 1 to 5.')
    await expect(plain.getByRole('textbox', { name: BETTER })).toHaveValue('')
    await answer(plain)
    await plain.context().close()

    // The console's summary, then the exports.
    await page.reload()
    const summary = page.getByTestId('feedback-summary')
    await expect(summary).toContainText('6 delegates answered; 0 skipped.')
    await expect(summary.getByRole('region', { name: SESSIONS })).toContainText(
      '6 ratings, average 4.33 of 5 · 1: 0, 2: 0, 3: 1, 4: 2, 5: 3',
    )
    await expect(summary.getByRole('region', { name: BETTER })).toContainText(
      'Longer breaks between sessions.',
    )
    await expect(summary.getByRole('region', { name: RECOMMEND })).toContainText('1 rating, average 5 of 5')
    await axeClean(page)
    const results = [
      'Question,Kind,Required,Answers,Average rating,Rated 1,Rated 2,Rated 3,Rated 4,Rated 5,Answer',
      `${SESSIONS},rating,yes,6,4.33,0,0,1,2,3,`,
      `${VENUE},rating,no,5,4,0,0,1,3,1,`,
      `${BETTER},text,no,4,,,,,,,"More hands-on workshops, please."`,
      `${BETTER},text,no,4,,,,,,,Excellent neonatology track.`,
      `${BETTER},text,no,4,,,,,,,The halls were too cold.`,
      `${BETTER},text,no,4,,,,,,,Longer breaks between sessions.`,
      `${RECOMMEND},rating,no,1,5,0,0,0,0,1,`,
    ]
    const csv = await page.request.get(`/adminpanel/feedback/export/?edition=${edition}`)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(await csvLines(csv)).toEqual([...results, '', '"6 delegates answered, 0 skipped"'])
    const report = await csvLines(await page.request.get(`/adminpanel/cme/report/?edition=${edition}`))
    expect(report.slice(report.indexOf('Feedback summary') + 1)).toEqual([
      ...results,
      '"6 delegates answered, 0 skipped"',
    ])
    const signed = await page.request.get(`/adminpanel/cme/report/pdf/?edition=${edition}`)
    expect(signed.status()).toBe(200)
    expect(signed.headers()['content-type']).toBe('application/pdf')
  } finally {
    await forget(server, diya.id)
    const restored = await page.request.put(api, { data: { questions: saved.questions.slice(0, 3) } })
    expect(restored.status()).toBe(200)
  }
})
