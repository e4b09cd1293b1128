// Reminders to pay in the browser: a delegate registers on the form and leaves without paying;
// the mail that the registration is saved brings the link at once; a day later (the job made due
// here) the reminder comes with the amount and the link that stops them. That link only opens a
// page (a mail scanner opening it changes nothing); its button stops the reminders, the next one
// withdraws itself, and the registration's page in the console says who was reminded and when
// the reminders stopped.
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { fillRegistrationForm, register, uniqueDelegate } from '../support/registration'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const reminderJob = (server: Parameters<typeof sql>[0], id: number, reminder: 'day' | 'slab') =>
  sql<{ id: number }>(
    server,
    "SELECT id FROM jobs WHERE kind = 'mail.payment-reminder' AND entity_id = $1 AND payload->>'reminder' = $2",
    [String(id), reminder],
  )

test(
  'an unpaid registration is mailed its link, reminded a day later, and one click stops the reminders',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const d = uniqueDelegate('reminders')
    await page.goto('/register')
    await fillRegistrationForm(page, d)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 })
    const [p] = await sql<{ id: number; registration_number: string }>(
      server,
      'SELECT id, registration_number FROM participants WHERE email = $1',
      [d.email],
    )

    // At once: the registration is saved, with the link to its page, where it is paid or proven.
    const saved = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes('saved: payment due'),
    })
    expect(saved.text).toContain(`Your registration ${p.registration_number} is saved`)
    expect(saved.text).toMatch(new RegExp(`/registration/${p.id}\\?token=`))

    // A day later (made due now): the reminder, with the amount and the link that stops them.
    const [day] = await reminderJob(server, p.id, 'day')
    await sql(server, 'UPDATE jobs SET run_after = now() WHERE id = $1', [day.id])
    const reminder = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes('pay before the fee rises'),
      timeoutMs: 20_000,
    })
    expect(reminder.subject).toMatch(/^\[TEST\] /)
    expect(reminder.text).toContain(`Dear ${d.name}`)
    expect(reminder.text).toContain('Amount to pay: Rs. 6,500.00')
    expect(reminder.text).toContain('The fee rises after')
    expect(reminder.html).toContain('Stop these reminders')
    const stop = new URL(/https?:\/\/\S+\/reminders\/\d+\?token=\S+/.exec(reminder.text)![0])

    // Opening the link (as a mail scanner would) shows the button and changes nothing; the token
    // leaves the address.
    await page.goto(`${stop.pathname}${stop.search}`)
    await expect(page).toHaveURL(new RegExp(`/reminders/${p.id}$`))
    await expect(page.getByRole('heading', { name: 'Reminders to pay' })).toBeVisible()
    const button = page.getByRole('button', { name: 'Stop these reminders' })
    await expect(button).toBeVisible()
    const stoppedAt = async () =>
      (await sql(server, 'SELECT reminders_stopped_at FROM participants WHERE id = $1', [p.id]))[0]
        .reminders_stopped_at
    expect(await stoppedAt()).toBeNull()
    await button.click()
    await expect(page.getByRole('status').filter({ hasText: 'Reminders stopped on' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/reminders/${p.id}$`))
    expect(await stoppedAt()).not.toBeNull()

    // The next reminder (made due now) withdraws itself.
    const [slab] = await reminderJob(server, p.id, 'slab')
    await sql(server, 'UPDATE jobs SET run_after = now() WHERE id = $1', [slab.id])
    await expect
      .poll(async () => (await reminderJob(server, p.id, 'slab')).length, { timeout: 20_000 })
      .toBe(0)

    // The console: who was reminded, and when the reminders stopped.
    await page.goto(`/admin/registrations/${p.id}`)
    const line = page.getByTestId('registration-reminders')
    await expect(line).toContainText(/^Reminded on \d/)
    await expect(line).toContainText('Reminders stopped on')
    await expect(page.getByRole('cell', { name: 'Reminder to pay', exact: true })).toBeVisible()
  },
)

test('the stop page is a 404 without its own token, and the registration’s token does not open it', async ({
  page,
  server,
}) => {
  const { id, token } = await register(page.request, uniqueDelegate('reminders-404'))
  expect((await page.request.get(`/reminders/${id}`)).status()).toBe(404)
  expect((await page.request.get(`/reminders/${id}?token=${token}`)).status()).toBe(404)
  expect(
    (await sql(server, 'SELECT reminders_stopped_at FROM participants WHERE id = $1', [id]))[0]
      .reminders_stopped_at,
  ).toBeNull()
})
