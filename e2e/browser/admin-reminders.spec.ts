// Reminders to pay in the browser: a delegate registers on the form and leaves without paying;
// the mail that the registration is saved brings the link at once; a day later (the job made due
// here) the reminder comes with the amount and the link that stops them. That link only opens a
// page (a mail scanner opening it changes nothing); its button stops the reminders, the next one
// withdraws itself, and the registration's page in the console says who was reminded and when
// the reminders stopped; the console's list finds the delegate among those reminded. The mail also
// offers the mail client's own one-click unsubscribe (RFC 8058): a POST to its address stops the
// reminders, opening it does not.
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

    // The list: the delegate among the registrations reminded, with the reminder's day.
    await page.goto(`/admin/registrations?q=${encodeURIComponent(d.email)}`)
    const filters = page.getByRole('search', { name: 'Filter registrations' })
    await filters.getByLabel('Reminders to pay').selectOption({ label: 'Not reminded' })
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/reminded=no/)
    await expect(page.getByText('No registrations match these filters.')).toBeVisible()
    await filters.getByLabel('Reminders to pay').selectOption({ label: 'Reminded' })
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/reminded=yes/)
    const row = page.getByRole('row').filter({ hasText: p.registration_number })
    await expect(row.getByRole('rowheader', { name: d.name })).toBeVisible()
    await expect(row.getByText(/^Reminded \d/)).toBeVisible()
  },
)

test('the mail client’s one-click unsubscribe stops the reminders with a POST; opening it does not', async ({
  page,
  server,
}) => {
  const d = uniqueDelegate('reminders-one-click')
  const { id } = await register(page.request, d)
  const [day] = await reminderJob(server, id, 'day')
  await sql(server, 'UPDATE jobs SET run_after = now() WHERE id = $1', [day.id])
  const reminder = await waitForMail(d.email, {
    server,
    match: (m) => m.subject.includes(`registration `) && m.text.includes('/reminders/'),
    timeoutMs: 20_000,
  })
  expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const header = /^<(https?:\/\/[^>]+)>$/.exec(reminder.headers['list-unsubscribe'])
  expect(header, reminder.headers['list-unsubscribe']).not.toBeNull()
  const oneClick = new URL(header![1])
  expect(oneClick.pathname).toBe(`/reminders/${id}/stop`)
  const address = `${oneClick.pathname}${oneClick.search}`
  const stoppedAt = async () =>
    (await sql(server, 'SELECT reminders_stopped_at FROM participants WHERE id = $1', [id]))[0]
      .reminders_stopped_at
  const oneClickBody = { 'List-Unsubscribe': 'One-Click' }

  // Opened (a scanner following links, a client without one-click): the page that asks, nothing stopped.
  const opened = await page.request.get(address, { maxRedirects: 0 })
  expect(opened.status()).toBe(303)
  expect(opened.headers()['cache-control']).toBe('private, no-store')
  expect(new URL(opened.headers().location, opened.url()).pathname).toBe(`/reminders/${id}`)
  expect(await stoppedAt()).toBeNull()

  // Forged or borrowed tokens, another registration, a wrong body: 4xx JSON, nothing stopped.
  const { token: registrationToken } = await register(page.request, uniqueDelegate('reminders-other'))
  for (const [url, body, status] of [
    [`/reminders/${id}/stop?token=${'A'.repeat(43)}`, oneClickBody, 404],
    [`/reminders/${id}/stop?token=${registrationToken}`, oneClickBody, 404],
    [`/reminders/${id}/stop`, oneClickBody, 404],
    [`/reminders/${id + 1}/stop${oneClick.search}`, oneClickBody, 404],
    [address, { 'List-Unsubscribe': 'Yes' }, 400],
  ] as const) {
    const res = await page.request.post(url, { form: body })
    expect(res.status(), url).toBe(status)
    expect((await res.json()).error).toEqual(expect.any(String))
    expect(res.headers()['cache-control']).toContain('no-store')
  }
  const plain = await page.request.post(address, {
    data: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'text/plain' },
  })
  expect(plain.status()).toBe(415)
  expect(await stoppedAt()).toBeNull()

  // The client's POST (form-encoded, or multipart as RFC 8058 allows): stopped, once, audited.
  const stopped = await page.request.post(address, { form: oneClickBody })
  expect(stopped.status()).toBe(200)
  expect(stopped.headers()['cache-control']).toBe('private, no-store')
  const { stopped_at } = (await stopped.json()) as { stopped_at: string }
  expect(new Date(stopped_at).getTime()).toBe((await stoppedAt()).getTime())
  const again = await page.request.post(address, { multipart: oneClickBody })
  expect(again.status()).toBe(200)
  expect((await again.json()).stopped_at).toBe(stopped_at)
  expect(
    await sql(
      server,
      "SELECT detail FROM audit_logs WHERE action = 'registration.reminders-stop' AND entity_id = $1",
      [String(id)],
    ),
  ).toEqual([{ detail: { by: 'delegate', via: 'one-click' } }])

  // The next reminder withdraws itself.
  const [slab] = await reminderJob(server, id, 'slab')
  await sql(server, 'UPDATE jobs SET run_after = now() WHERE id = $1', [slab.id])
  await expect.poll(async () => (await reminderJob(server, id, 'slab')).length, { timeout: 20_000 }).toBe(0)
})

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
