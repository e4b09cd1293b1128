// Paying outside the gateway, at 390 px and on a desktop: an unpaid delegate's page shows the
// association's UPI ID and bank account with the exact amount and the registration number to
// quote, and a QR code that holds the UPI link with them; an organiser edits the account at
// /admin/payments (a malformed IFSC is refused before it is sent), and the page follows; the
// bank's statement imported there confirms the registration a credit pays exactly, proposes a
// near match, and changes nothing when imported again.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { DEMO_PAYEE } from '../../prisma/demo-payee'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { layoutProblems } from '../support/layout'
import { waitForMail } from '../support/mail'
import { register, uniqueDelegate, type Registration } from '../support/registration'
import { skipPopup } from '../support/site'

test.beforeEach(async ({ page }) => skipPopup(page))

const openPage = (page: Page, reg: Registration) =>
  page.goto(`/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`)

/** What the QR code image says, read as a UPI app's camera would. */
async function qrText(page: Page) {
  const src = (await page.getByTestId('pay-to').getByRole('img').getAttribute('src'))!
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64')
  const { data, info } = await sharp(svg, { density: 300 })
    .resize(400, 400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

async function saveAccount(page: Page, values: Record<string, string>) {
  await page.goto('/admin/payments')
  const form = page.getByRole('form', { name: 'Account for transfers' })
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByRole('button', { name: 'Save' }).click()
  return form
}

test(
  'an unpaid delegate’s page shows where to pay, how much, the reference, and a QR code of it',
  { tag: '@desktop' },
  async ({ page }) => {
    const reg = await register(page.request, uniqueDelegate('pay-to'))
    await openPage(page, reg)
    const payTo = page.getByTestId('pay-to')
    await expect(payTo.getByRole('heading', { name: 'Pay by UPI or bank transfer' })).toBeVisible()
    const amount = reg.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })
    await expect(payTo.getByTestId('pay-to-amount')).toHaveText(`Rs. ${amount}`)
    await expect(payTo.getByTestId('pay-to-reference')).toHaveText(reg.registration_number)
    await expect(payTo.getByTestId('pay-to-upi-id')).toHaveText('iapup.demo@demo')
    await expect(payTo.getByTestId('pay-to-account')).toHaveText('000012345678')
    // The link a phone opens in a UPI app, and the QR code: the same payment, amount and reference.
    const link = (await payTo.getByTestId('pay-to-upi-link').getAttribute('href'))!
    const upi = new URL(link).searchParams
    expect([upi.get('pa'), upi.get('am'), upi.get('cu'), upi.get('tn')]).toEqual([
      'iapup.demo@demo',
      reg.amount.toFixed(2),
      'INR',
      reg.registration_number,
    ])
    expect(await qrText(page)).toBe(link)
    expect(await layoutProblems(page)).toEqual([])
  },
)

test(
  'an organiser edits the account: a wrong IFSC is refused, the new UPI ID is on delegates’ pages',
  { tag: '@desktop' },
  async ({ page }) => {
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    const form = await saveAccount(page, { IFSC: 'SBIN1001234' })
    await expect(form.getByText('IFSC: 11 characters, e.g. SBIN0001234.')).toBeVisible()

    const upiId = `iapup.e2e${Date.now().toString(36)}@demo`
    try {
      await saveAccount(page, { 'UPI ID': upiId, IFSC: 'DEMO0000001' })
      await expect(page.getByText('Account for transfers saved.')).toBeVisible()
      const reg = await register(page.request, uniqueDelegate('pay-to-edit'))
      await openPage(page, reg)
      await expect(page.getByTestId('pay-to-upi-id')).toHaveText(upiId)
      expect(await qrText(page)).toContain(`pa=${encodeURIComponent(upiId)}`)

      // Without a UPI ID and an account, the page shows none (and the proof form stays).
      await saveAccount(page, { 'UPI ID': '', 'Account number': '', IFSC: '' })
      await expect(page.getByText('Account for transfers saved.')).toBeVisible()
      await openPage(page, reg)
      await expect(page.getByRole('heading', { name: /Upload your payment proof/ })).toBeVisible()
      await expect(page.getByTestId('pay-to')).toHaveCount(0)
    } finally {
      const restored = await page.request.put('/adminpanel/payee/', {
        data: {
          upi_id: DEMO_PAYEE.upiId,
          payee_name: DEMO_PAYEE.payeeName,
          bank_name: DEMO_PAYEE.bankName,
          account_number: DEMO_PAYEE.accountNumber,
          ifsc: DEMO_PAYEE.ifsc,
        },
      })
      expect(restored.status()).toBe(200)
    }
  },
)

test(
  'an organiser imports the bank’s statement: an exact credit confirms its registration, another amount is proposed and accepted with a click, a second import changes nothing',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const exact = uniqueDelegate('statement-exact')
    const [a, b] = [
      await register(page.request, exact),
      await register(page.request, uniqueDelegate('statement-near')),
    ]
    const rupees = (n: number) => n.toFixed(2)
    const csv = [
      'Account Number,000012345678',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `24 Nov 2026,24 Nov 2026,BY TRANSFER-UPI/CR/${a.id}77/${a.registration_number},UTR${a.id},,${rupees(a.amount)},${a.id}`,
      `24 Nov 2026,24 Nov 2026,NEFT ${b.registration_number.replace('-', '')},UTR${b.id},,${rupees(b.amount - 1)},${b.id}`,
      `24 Nov 2026,24 Nov 2026,CASH DEPOSIT ${a.id},,,500.00,${a.id + 1}`,
    ].join('\n')
    const upload = async () => {
      await page.goto('/admin/payments')
      const form = page.getByRole('form', { name: 'Import a bank statement' })
      await form
        .getByLabel('Bank statement (CSV, XLS or XLSX)')
        .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await form.getByRole('button', { name: 'Import' }).click()
      return page.getByTestId('statement-result')
    }
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    const result = await upload()
    await expect(result.getByRole('status')).toHaveText('1 verified as paid, 1 proposed, 1 not matched.')
    await expect(result.getByRole('region', { name: 'Verified as paid' })).toContainText(
      a.registration_number,
    )
    await expect(result.getByRole('region', { name: 'Proposed: look at these' })).toContainText(
      `${b.registration_number}`,
    )
    await expect(result.getByRole('region', { name: 'Proposed: look at these' })).toContainText(
      'the amount differs',
    )

    // The delegate is confirmed and mailed, as after an organiser's verification.
    const mail = await waitForMail(exact.email, { server, match: (m) => m.subject.includes('confirmed') })
    expect(mail.text).toContain(`UTR${a.id}`)
    await openPage(page, a)
    await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'proof_verified')
    await expect(page.getByTestId('pay-to')).toHaveCount(0)

    // Again: nothing new; the proposal waits on the page's list.
    const again = await upload()
    await expect(again.getByRole('status')).toHaveText(
      '0 verified as paid, 0 proposed, 0 not matched, 3 imported before (left as they were).',
    )
    await expect(page.getByRole('region', { name: 'Proposed matches to look at' })).toContainText(
      b.registration_number,
    )
    // The toast (three seconds) gone, nothing stays over the page's text.
    await expect(page.getByText(/^Statement imported:/)).toHaveCount(0)
    expect(await layoutProblems(page)).toEqual([])
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // The organiser accepts the short payment: the registration counts as paid, the proposal leaves the list.
    const proposals = page.getByRole('region', { name: 'Proposed matches to look at' })
    await proposals
      .getByRole('listitem')
      .filter({ hasText: b.registration_number })
      .getByRole('button', { name: 'Accept' })
      .click()
    await expect(page.getByText(`recorded as the payment of ${b.registration_number}`)).toBeVisible()
    await expect(page.getByText(b.registration_number)).toHaveCount(0)
    await openPage(page, b)
    await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'proof_verified')
  },
)
