// A registration's page in the organisers' console, in the browser: what it shows (fields, the
// proof inline, the gateway's verified messages) and each action through its confirmation
// dialog and toast. The actions run at desktop width only; the phone run checks the layout.
import type { Page } from '@playwright/test'
import { formatDate, todayInIndia } from '../../lib/dates'
import { paiseToAmount } from '../../lib/money'
import { policyRefundPaise, refundCutoff } from '../../lib/payments/service/refund-policy'
import { ADMIN, png } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import {
  act,
  offlineProofRegistration,
  paidRegistration,
  registrationRow,
  submitProof,
} from '../support/review'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Action' })
const summary = (page: Page) => page.getByRole('region', { name: 'Status and payment' })
const mails = (page: Page) =>
  page.getByRole('region', { name: 'E-mails to the delegate, oldest first, with their delivery state' })
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

async function openAction(page: Page, label: string) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: label }).click()
  await expect(dialog(page)).toBeVisible()
}

test('shows every field, the proof inline and the gateway exchanges with their verified hash', async ({
  page,
}) => {
  const { reg, email, txnID } = await paidRegistration(page.request, 'page')
  await submitProof(
    page.request,
    reg,
    { transaction_id: txnID! },
    { name: 'proof.png', mimeType: 'image/png', buffer: await png('#0f766e', 320, 200) },
  )
  await page.goto(`/admin/registrations/${reg.id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Registration ${reg.registration_number}` }),
  ).toBeVisible()
  await expect(summary(page).getByText('Proof submitted')).toBeVisible()
  await expect(fact(page, 'Amount')).toHaveText('Rs. 6,500.00')
  await expect(fact(page, 'Refunded')).toHaveText('Rs. 0.00')
  await expect(fact(page, 'Paid at')).toContainText('IST')
  for (const [term, value] of [
    ['Name', 'Asha Verma'],
    ['E-mail', email],
    ['Category', 'Non-Member'],
    ['Designation', 'Consultant'],
    ['Address', 'Civil Lines, Gorakhpur'],
    ['Date of birth', '1980-01-01'],
    ['Accompanying person', 'No'],
  ]) {
    await expect(fact(page, term)).toHaveText(value)
  }

  // The proof, fetched with the session through the admin file route, shows as a picture.
  const proof = page.getByRole('img', { name: `Payment proof 1, transaction ${txnID}` })
  await proof.scrollIntoViewIfNeeded()
  await expect(proof).toBeVisible()
  await expect
    .poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320)
  await expect(
    page
      .getByRole('region', { name: 'Payment proofs' })
      .getByRole('link', { name: /^Download payment proof 1/ }),
  ).toHaveAttribute('href', /\?download=1$/)

  const exchanges = page.getByRole('region', {
    name: 'Every request to and message from the gateway, oldest first',
  })
  await expect(exchanges.getByRole('cell', { name: 'initiateSale' })).toBeVisible()
  await expect(exchanges.getByRole('cell', { name: 'verified', exact: true }).first()).toBeVisible()
  await expect(exchanges.getByText('NOT verified')).toHaveCount(0)
  const first = exchanges.locator('details').first()
  await first.getByText('Request and response').click()
  await expect(first.locator('pre').first()).toContainText('"transactionType": "SALE"')

  const actions = page.getByRole('region', { name: 'Actions' }).getByRole('button')
  await expect(actions).toHaveText(['Verify proof', 'Reject proof', 'Refund', 'Cancel registration'])
  // Nothing but the tables' own wrappers scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('an unknown or malformed id shows the not-found page', async ({ page }) => {
  for (const id of ['99999999', 'abc']) {
    await page.goto(`/admin/registrations/${id}`)
    await expect(page.getByRole('heading', { name: 'Registration not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: '← All registrations' })).toHaveAttribute(
      'href',
      '/admin/registrations',
    )
  }
})

test('verify an offline payment through the dialog', async ({ page, server }) => {
  const { reg, email } = await offlineProofRegistration(page.request, 'ui-verify', 'NEFTUI445566')
  await page.goto(`/admin/registrations/${reg.id}`)
  await expect(fact(page, 'Paid at')).toHaveText('—')
  await openAction(page, 'Verify proof')
  await expect(dialog(page)).toContainText('the payment counts as received now')
  // Cancel changes nothing.
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page)).toBeHidden()
  expect((await registrationRow(server, reg.id)).status).toBe('proof_submitted')

  await openAction(page, 'Verify proof')
  await dialog(page).getByRole('button', { name: 'Yes, verify' }).click()
  await expect(
    toast(
      page,
      `Proof verified. The payment counts as received; the confirmation e-mail to ${email} is queued.`,
    ),
  ).toBeVisible()
  await expect(summary(page).getByText('Proof verified')).toBeVisible()
  await expect(fact(page, 'Paid at')).toContainText('IST')
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button')).toHaveText([
    'Resend confirmation e-mail',
    'Transfer to a colleague',
    'Cancel registration',
  ])
  await expect(
    page
      .getByRole('region', { name: 'Organisers’ actions on this registration, newest first' })
      .getByRole('cell', { name: 'registration.verify' }),
  ).toBeVisible()
  expect((await registrationRow(server, reg.id)).paid_at).not.toBeNull()
  expect(
    (await waitForMail(email, { server, match: (m) => m.subject.includes('confirmed') })).text,
  ).toContain('NEFTUI445566')
  // The page shows the mail's delivery once it went (after the answer, from the outbox).
  await page.reload()
  const mail = mails(page).getByRole('row', { name: 'Confirmation e-mail' })
  await expect(mail.getByRole('cell', { name: email, exact: true })).toBeVisible()
  await expect(mail.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible()
})

test('reject a proof with a reason, checked in the dialog and e-mailed', async ({ page, server }) => {
  const { reg, email } = await offlineProofRegistration(page.request, 'ui-reject')
  await page.goto(`/admin/registrations/${reg.id}`)
  await openAction(page, 'Reject proof')
  const reason = dialog(page).getByLabel(/^Reason/)
  await expect(reason).toBeFocused()
  await dialog(page).getByRole('button', { name: 'Yes, reject' }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('The reason must be at least 3 characters.')
  expect((await registrationRow(server, reg.id)).status).toBe('proof_submitted')
  await reason.fill('The transaction id on the slip does not match.')
  await dialog(page).getByRole('button', { name: 'Yes, reject' }).click()
  await expect(toast(page, `Proof rejected. The e-mail with the reason to ${email} is queued.`)).toBeVisible()
  await expect(summary(page).getByText('Proof rejected')).toBeVisible()
  await expect(fact(page, 'Review note')).toHaveText('The transaction id on the slip does not match.')
  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('not accepted') })
  expect(mail.text).toContain('The transaction id on the slip does not match.')
})

test('refund part of an online payment, then cancel with the rest held: only the refund is left', async ({
  page,
  server,
}) => {
  const { reg, merchantTxnNo } = await paidRegistration(page.request, 'ui-refund')
  await page.goto(`/admin/registrations/${reg.id}`)
  await openAction(page, 'Refund')
  const amount = dialog(page).getByLabel(/^Amount to refund/)
  // Proposed: what the refund policy gives back today (50 % until two months before the first day
  // of the registration's edition, the current one).
  const { edition } = await (await page.request.get('/uppedicon/registration/')).json()
  const conference = { date: edition.starts_on as string }
  const policy = { feePaise: 650000, refundedPaise: 0, refundablePaise: 650000, today: todayInIndia() }
  const proposed = policyRefundPaise({ ...policy, conferenceStart: conference.date })
  await expect(amount).toHaveValue(paiseToAmount(proposed))
  await expect(dialog(page)).toContainText(
    proposed
      ? `50% of the fee until ${formatDate(refundCutoff(conference.date))}`
      : 'gives nothing back after',
  )
  await amount.fill('7000')
  await dialog(page).getByRole('button', { name: 'Yes, refund' }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('At most Rs. 6,500.00 can be refunded.')
  await amount.fill('2500.00')
  await dialog(page).getByRole('button', { name: 'Yes, refund' }).click()
  await expect(toast(page, 'Refund of Rs. 2,500.00 completed. Refunded in all: Rs. 2,500.00.')).toBeVisible()
  await expect(fact(page, 'Refunded')).toHaveText('Rs. 2,500.00')
  await expect(page.getByRole('cell', { name: `Refund of ${merchantTxnNo}` })).toBeVisible()
  const [refund] = await sql(
    server,
    "SELECT request->>'amount' AS amount FROM gateway_exchanges WHERE operation = 'refund' AND request->>'originalTxnNo' = $1",
    [merchantTxnNo],
  )
  expect(refund.amount).toBe('2500.00')

  await openAction(page, 'Cancel registration')
  await expect(dialog(page)).toContainText(
    'Rs. 4,000.00 has been received for this registration. Cancelling does not refund it',
  )
  await dialog(page)
    .getByLabel(/^Reason/)
    .fill('Delegate cannot attend')
  await dialog(page).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(
    toast(page, 'Registration cancelled. The Rs. 4,000.00 received has not been refunded.'),
  ).toBeVisible()
  await expect(summary(page).getByText('Cancelled')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button')).toHaveText(['Refund'])
  expect(await registrationRow(server, reg.id)).toMatchObject({
    status: 'cancelled',
    refunded_paise: 250000,
    review_note: 'Delegate cannot attend',
  })
})

test('resend the confirmation e-mail; a refused action shows its reason', async ({ page, server }) => {
  const { reg, email } = await paidRegistration(page.request, 'ui-resend')
  await waitForMail(email, { server, match: (m) => m.subject.includes('confirmed') })
  await page.goto(`/admin/registrations/${reg.id}`)
  await openAction(page, 'Resend confirmation e-mail')
  await dialog(page).getByRole('button', { name: 'Yes, resend' }).click()
  await expect(toast(page, `The confirmation e-mail to ${email} is queued to be sent again.`)).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          await sql(
            server,
            "SELECT count(*)::int AS n FROM audit_logs WHERE action = 'registration.resend' AND entity_id = $1",
            [String(reg.id)],
          )
        )[0].n,
    )
    .toBe(1)

  // Someone else cancels meanwhile: the stale page's action is refused with the reason, then the
  // page shows the new state.
  const token = (await (await page.request.post('/adminpanel/login/', { data: ADMIN })).json())
    .token as string
  expect((await act(page.request, token, reg.id, 'cancel')).status()).toBe(200)
  await openAction(page, 'Resend confirmation e-mail')
  await dialog(page).getByRole('button', { name: 'Yes, resend' }).click()
  await expect(
    toast(
      page,
      `Registration ${reg.registration_number} is Cancelled: only a confirmed registration (paid, free or proof verified) has a confirmation to resend.`,
    ),
  ).toBeVisible()
  await expect(summary(page).getByText('Cancelled')).toBeVisible()
})
