// Discount codes from end to end, at 390 px and on a desktop: an organiser creates a code in the
// console, a delegate types it on /register, sees the reduced amount line by line at the checkout,
// pays in the sandbox, and the tax invoice (rendered to text) shows the discount; the console then
// counts the use. A complimentary code, made in the console's form too, registers without any
// payment step.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { waitForMail } from '../support/mail'
import { fillRegistrationForm, payAtCheckout, uniqueDelegate } from '../support/registration'
import { currentEdition, skipPopup } from '../support/site'

/** A code no other run uses (letters and digits). */
const freshCode = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase()

const pdfText = (pdf: Buffer) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'discount-invoice-'))
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', 'invoice.pdf', '-'], { cwd: dir }).toString('utf8')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const rupees = (n: number) => `Rs. ${n}`

async function signIn(page: Page) {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
}

/** The console's form for a new code, signed in, with the code typed. */
async function newCodeForm(page: Page, code: string) {
  await signIn(page)
  await page.goto('/admin/discounts')
  const form = page.getByRole('form', { name: 'Discount code' })
  await form.getByLabel('Code', { exact: true }).fill(code)
  return form
}

/** A delegate, signed out, registers on /register typing the code, and goes on. */
async function registerWithCode(page: Page, d: ReturnType<typeof uniqueDelegate>, code: string) {
  await page.context().clearCookies()
  await skipPopup(page)
  await page.goto('/register')
  await fillRegistrationForm(page, d)
  await page.getByLabel('Discount code').fill(code)
  await page.getByRole('button', { name: 'Next' }).click()
}

test(
  'an organiser’s code lowers the price at checkout, and the invoice shows the discount',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const code = freshCode('E2E')
    const form = await newCodeForm(page, code.toLowerCase())
    await form.getByLabel('Takes off').selectOption('percent')
    await form.getByLabel('Percent off').fill('20')
    await form.getByRole('checkbox', { name: 'Non-Member', exact: true }).check()
    await form.getByLabel('Uses in all').fill('3')
    await form.getByRole('button', { name: /Save/ }).click()
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText('20 % off')
    await expect(row.getByRole('cell').nth(4)).toHaveText('0 of 3')

    // The delegate, signed out.
    const slab = (await currentEdition(page.request)).fees.find((f) => f.category === 'NonMember')!
    const off = slab.amount * 0.2
    const d = uniqueDelegate('discount', { category: 'NonMember' })
    await registerWithCode(page, d, code.toLowerCase())
    await expect(page).toHaveURL(/\/checkout$/)
    const rows = page.getByTestId('price-lines').getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toHaveText(`Registration (Non-Member, ${slab.slab})${rupees(slab.amount)}`)
    await expect(rows.nth(1)).toHaveText(`Discount (code ${code})− ${rupees(off)}`)
    await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(slab.amount - off))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await payAtCheckout(page)
    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes('confirmed'),
      timeoutMs: 20_000,
    })
    expect(mail.text).toContain(`Discount (code ${code})`)
    await page.goto(mail.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w-]+/)![0])
    const invoiceLink = page.getByTestId('receipt-link')
    await expect(invoiceLink).toHaveText(/tax invoice/)
    const res = await page.request.get((await invoiceLink.getAttribute('href'))!)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const text = pdfText(await res.body())
    expect(text).toMatch(/less\s+discount/)
    expect(text).toMatch(new RegExp(`Total\\s+Rs\\. ${(slab.amount - off).toLocaleString('en-IN')}\\.00`))

    // The console counts the use.
    await signIn(page)
    await page.goto('/admin/discounts')
    await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(4)).toHaveText(
      '1 of 3',
    )
  },
)

test(
  'an organiser’s complimentary code for invited faculty registers without a payment step',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const code = freshCode('FAC')
    const form = await newCodeForm(page, code)
    await form.getByLabel('Takes off').selectOption('complimentary')
    // Nothing to type of how much: the whole price goes.
    await expect(form.getByLabel('Percent off')).toHaveCount(0)
    await form.getByRole('checkbox', { name: 'Conference Faculty', exact: true }).check()
    await form.getByRole('checkbox', { name: 'Non-Member', exact: true }).check()
    await form.getByLabel('Uses per e-mail address').fill('1')
    await form.getByRole('button', { name: /Save/ }).click()
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText('Conference Faculty, Non-Member')
    await expect(row.getByRole('cell').nth(5)).toHaveText('1')
    const [made] = await sql<{ percent: number; max_uses_per_email: number }>(
      server,
      'SELECT percent, max_uses_per_email FROM discount_codes WHERE code = $1',
      [code],
    )
    expect(made).toEqual({ percent: 100, max_uses_per_email: 1 })

    // The delegate, signed out.
    const d = uniqueDelegate('complimentary', { category: 'NonMember' })
    await registerWithCode(page, d, code)
    await expect(page).toHaveURL(/\/registration-confirmed$/)
    await expect(page.getByText('Your registration is confirmed free of charge.')).toBeVisible()
    await expect(page.getByTestId('checkout-amount')).toHaveText('Free')
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toHaveCount(0)
    const [p] = await sql<{ status: string; amount_paise: number }>(
      server,
      'SELECT status, amount_paise FROM participants WHERE email = $1',
      [d.email],
    )
    expect(p).toEqual({ status: 'free', amount_paise: 0 })
  },
)

test('an unknown code is refused beside its box, with what was typed kept', async ({ page }) => {
  const d = uniqueDelegate('bad-code', { category: 'NonMember' })
  await skipPopup(page)
  await page.goto('/register')
  await fillRegistrationForm(page, d)
  await page.getByLabel('Discount code').fill('NO-SUCH-CODE')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('This discount code is not valid for this conference.').first()).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue(d.name)
})

test.describe('before the form’s script has run', () => {
  test.use({ javaScriptEnabled: false })

  test('the demo’s code lowers the price shown on the delegate’s page, before paying', async ({ page }) => {
    const pg = (await currentEdition(page.request)).fees.find((f) => f.category === 'PG_Student')!
    const d = uniqueDelegate('no-script-code', { category: 'PG_Student' })
    await page.goto('/register')
    await fillRegistrationForm(page, d)
    await page.getByLabel('Discount code').fill('welcome10')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/registration\/\d+/)
    const rows = page.getByTestId('price-lines').getByRole('row')
    await expect(rows.filter({ hasText: 'Discount' })).toHaveText(
      `Discount (code WELCOME10)− ${rupees(pg.amount * 0.1)}`,
    )
    await expect(rows.last()).toContainText(rupees(pg.amount * 0.9))
    await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible()
  })
})

test(
  'the console’s screen has no axe-core violation and fits the screen',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/discounts')
    await expect(page.getByRole('form', { name: 'Discount code' })).toBeVisible()
    await expect(page.getByRole('table', { name: /Discount codes/ })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  },
)
