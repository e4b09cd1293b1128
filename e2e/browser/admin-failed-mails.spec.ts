// The console shows every e-mail that failed for good: a figure on the dashboard that asks for
// attention, and the list at /admin/mails with the recipient, the mail server's answer and the
// registration. (A mail that fails is retried for hours before it fails for good: the spec writes
// that end state into the outbox, as five refusals would leave it.)
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

test('a mail that failed for good is counted on the dashboard and listed with its error', async ({
  page,
  server,
}) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  const d = uniqueDelegate('failed-mail')
  const reg = await register(page.request, d)
  const error = `550 5.1.1 <${d.email}>: mailbox unavailable`
  await sql(
    server,
    `INSERT INTO jobs (kind, payload, idempotency_key, entity, entity_id, status, attempts, last_error, finished_at, updated_at)
     VALUES ('mail.confirmation', $1, $2, 'registration', $3, 'failed', 5, $4, now(), now())`,
    [
      JSON.stringify({ participantId: reg.id, transactionId: null, to: d.email }),
      `spec:${d.email}`,
      String(reg.id),
      error,
    ],
  )
  await page.goto('/admin/dashboard')
  const tile = page.getByRole('link', { name: /E-mails that failed/ })
  await expect(tile).toContainText('Not delivered after every attempt')
  await tile.click()
  await expect(page).toHaveURL(/\/admin\/mails$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Failed e-mails' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: d.email })
  await expect(row).toContainText('Confirmation e-mail')
  await expect(row).toContainText('mailbox unavailable')
  await row.getByRole('link', { name: `Registration #${reg.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/registrations/${reg.id}$`))
})
