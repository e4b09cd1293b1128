// A refund made by bank transfer, in the browser: an organiser verifies a delegate's transfer proof
// (the demo association is GST-registered, so it gets a tax invoice), sends part of the fee back
// from the association's account and records it on the registration's page; the page lists the
// credit note, which downloads as a PDF, and the refund with its UTR; the delegate's page and mail
// say it was sent by bank transfer with the reference. The form works before its script has run.
import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { todayInIndia } from '../../lib/dates'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { waitForMail } from '../support/mail'
import { act, offlineProofRegistration, registrationRow } from '../support/review'
import { hydrated } from '../support/site'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const section = (page: Page) => page.getByRole('region', { name: 'Record a refund made by bank transfer' })
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Action' })
const utr = () => `SBIN${Date.now()}`.slice(0, 16)

test('record a part refund sent by bank transfer: credit note, refund row, delegate’s page and mail @desktop', async ({
  page,
  server,
}) => {
  const { reg, email } = await offlineProofRegistration(page.request, 'transfer-refund', 'NEFTRF778899')
  await page.goto(`/admin/registrations/${reg.id}`)
  // Not paid yet: nothing to refund.
  await expect(section(page)).toHaveCount(0)
  const verify = page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Verify proof' })
  await (await hydrated(verify)).click()
  await dialog(page).getByRole('button', { name: 'Yes, verify' }).click()
  await expect(fact(page, 'Paid at')).toContainText('IST')

  const form = section(page)
  await expect(form).toContainText('At most Rs. 6,500.00 can be refunded.')
  const submit = form.getByRole('button', { name: 'Record refund' })
  await hydrated(submit)
  const amount = form.getByLabel(/^Amount sent/)
  const reference = form.getByLabel(/^Bank reference \(UTR\)/)
  await expect(form.getByLabel(/^Day the transfer was sent/)).toHaveValue(todayInIndia())
  // Checked before it is sent, with the server's own rules.
  await amount.fill('7000')
  await reference.fill('x')
  await submit.click()
  await expect(form.getByText('At most Rs. 6,500.00 can be refunded.', { exact: true })).toBeVisible()
  await expect(form.getByText(/6 to 35 letters and digits/)).toBeVisible()
  expect((await registrationRow(server, reg.id)).refunded_paise).toBe(0)

  const bankRef = utr()
  await amount.fill('2000.00')
  await reference.fill(bankRef)
  await submit.click()
  await expect(form.getByRole('status')).toContainText(
    new RegExp(
      `Refund of Rs\\. 2,000\\.00 by bank transfer recorded \\(UTR ${bankRef}\\)\\. Credit note UPIAP/\\d{4}/C\\d{4} issued\\.`,
    ),
  )
  await expect(fact(page, 'Refunded')).toHaveText('Rs. 2,000.00')
  const payments = page.getByRole('region', { name: 'Payments', exact: true })
  await expect(
    payments.getByRole('cell', { name: `Refund by bank transfer, sent ${todayInIndia()}` }),
  ).toBeVisible()
  await expect(payments.getByRole('cell', { name: bankRef, exact: true })).toBeVisible()
  // Part refunded, still confirmed; the rest can still be refunded.
  expect(await registrationRow(server, reg.id)).toMatchObject({
    status: 'proof_verified',
    refunded_paise: 200000,
  })
  await expect(form).toContainText('At most Rs. 4,500.00 can be refunded.')
  // The page with the form and its answer: no axe-core violation, nothing under a fixed control.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])

  // The credit note, listed and downloadable.
  const download = fact(page, 'Credit notes').getByRole('link', {
    name: /^Download credit note UPIAP\/\d{4}\/C\d{4}$/,
  })
  await expect(download).toBeVisible()
  const number = (await download.getAttribute('aria-label'))!.replace('Download credit note ', '')
  const res = await page.request.get((await download.getAttribute('href'))!)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await res.body() }).toString('utf8')
  expect(text).toContain('CREDIT NOTE')
  expect(text).toContain(number)

  // The delegate is mailed how and when the money was sent, and their page shows it.
  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('refund') })
  expect(mail.text).toContain(`bank reference (UTR) ${bankRef}`)
  const confirmation = await waitForMail(email, { server, match: (m) => m.subject.includes('confirmed') })
  await page.goto(confirmation.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w-]+/)![0])
  await expect(fact(page, 'Refunded')).toContainText(`Rs. 2,000.00 by bank transfer on `)
  await expect(fact(page, 'Refunded')).toContainText(`UTR ${bankRef}`)
  await expect(page.getByTestId('credit-note-link')).toHaveText(`Download credit note ${number} (PDF)`)
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('before the page’s script runs, the form posts, records the refund, and says why when it refuses', async ({
  page,
  server,
}) => {
  const { reg } = await offlineProofRegistration(page.request, 'transfer-refund-nojs')
  const token = (await (await page.request.post('/adminpanel/login/', { data: ADMIN })).json())
    .token as string
  expect((await act(page.request, token, reg.id, 'verify')).status()).toBe(200)
  // The page's script never arrives: the form posts as a plain HTML form to its server action.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
  await page.goto(`/admin/registrations/${reg.id}`)
  const form = section(page)
  await form.getByLabel(/^Amount sent/).fill('9000')
  await form.getByLabel(/^Bank reference \(UTR\)/).fill('IMPS123456789012')
  await form.getByRole('button', { name: 'Record refund' }).click()
  await expect(
    section(page).getByText('The refund cannot exceed Rs. 6,500.00 (paid minus refunded).', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(section(page).getByLabel(/^Amount sent/)).toHaveAttribute('aria-invalid', 'true')
  // What was typed is kept.
  await expect(section(page).getByLabel(/^Bank reference \(UTR\)/)).toHaveValue('IMPS123456789012')
  await section(page)
    .getByLabel(/^Amount sent/)
    .fill('6500')
  await section(page).getByRole('button', { name: 'Record refund' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'by bank transfer recorded' })).toBeVisible()
  expect(await registrationRow(server, reg.id)).toMatchObject({
    status: 'refunded',
    refunded_paise: 650000,
  })
})
