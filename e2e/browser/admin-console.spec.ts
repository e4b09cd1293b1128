// The console's inbox, audit log and dashboard tiles through the browser. The site is shared
// with parallel specs: each test works on its own message, administrator and entries, and the
// tiles are compared with GET /adminpanel/stats/ at a quiet moment, never with fixed numbers.
import type { Page } from '@playwright/test'
import type { ConsoleStats } from '../../lib/console/schema'
import { ADMIN, createAdmin } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Action' })
const letters = (n: number) => Array.from(String(n), (d) => 'ABCDEFGHIJ'[Number(d)]).join('')

async function sendMessage(page: Page, tag: string) {
  const name = `Console ${tag} ${letters(Date.now() % 1e7)}${letters(Math.floor(Math.random() * 1000))}`
  const res = await page.request.post('/uppedicon/contactus/', {
    data: {
      name,
      email: `${tag.toLowerCase()}-${Date.now()}@example.org`,
      mobile_number: '9876501234',
      message: `Hello from ${name}.\nSecond line.`,
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: number; name: string; email: string }
}

async function signInAs(page: Page, creds: { email: string; password: string }) {
  expect((await page.request.post('/adminpanel/login/', { data: creds })).status()).toBe(200)
}

test('inbox: a new message is marked New; mark read and delete with confirmation and toasts', async ({
  page,
  server,
}) => {
  await signInAs(page, ADMIN)
  const sent = await sendMessage(page, 'Inbox')
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: /^Messages \(\d+ unread\)$/ })).toBeVisible()
  const item = page.getByRole('article', { name: sent.name })
  await expect(item).toBeVisible()
  await expect(item.getByText('New', { exact: true })).toBeVisible()
  await expect(item.getByRole('link', { name: `Reply to ${sent.email}` })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${sent.email.replace(/[.]/g, '\\.')}\\?subject=`),
  )
  await expect(item.getByRole('link', { name: 'Call 9876501234' })).toHaveAttribute(
    'href',
    'tel:+919876501234',
  )
  await expect(item.getByText('Second line.', { exact: false })).toBeVisible()

  // Cancel changes nothing.
  await item.getByRole('button', { name: /^Mark as read/ }).click()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page)).toBeHidden()
  expect(await sql(server, 'SELECT read_at FROM contact_messages WHERE id = $1', [sent.id])).toEqual([
    { read_at: null },
  ])

  await item.getByRole('button', { name: /^Mark as read/ }).click()
  await expect(dialog(page).getByText(`Mark the message from ${sent.name} as read?`)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Yes, mark as read' }).click()
  await expect(toast(page, 'Message marked as read.')).toBeVisible()
  await expect(item.getByText('New', { exact: true })).toBeHidden()
  await expect(item.getByRole('button', { name: /^Mark as unread/ })).toBeVisible()
  const [row] = await sql<{ read_at: Date | null }>(
    server,
    'SELECT read_at FROM contact_messages WHERE id = $1',
    [sent.id],
  )
  expect(row.read_at).not.toBeNull()

  await item.getByRole('button', { name: /^Delete/ }).click()
  await expect(
    dialog(page).getByText(`Are you sure you want to delete the message from ${sent.name}?`, {
      exact: false,
    }),
  ).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Yes, Delete' }).click()
  await expect(toast(page, 'Message deleted successfully!')).toBeVisible()
  await expect(item).toBeHidden()
  expect(await sql(server, 'SELECT id FROM contact_messages WHERE id = $1', [sent.id])).toEqual([])
})

test('audit log: a filter narrows to one administrator and action; records link to registrations; bad filters do not crash', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server, 'audit-page')
  await signInAs(page, admin)
  const sent = await sendMessage(page, 'Audit')
  expect(
    (await page.request.put(`/adminpanel/messages/?id=${sent.id}`, { data: { read: true } })).status(),
  ).toBe(200)
  await sql(
    server,
    "INSERT INTO audit_logs (admin_email, action, entity, entity_id, detail, ip, updated_at) VALUES ($1, 'registration.refund', 'registration', '42', '{\"amount\": 100}', '192.0.2.1', now())",
    [admin.email],
  )

  await page.goto('/admin/audit')
  await expect(page.getByText('The log is append-only', { exact: false })).toBeVisible()
  await page.getByLabel('Administrator').fill(admin.email)
  await page.getByLabel('Action').fill('message.')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]action=message\./)
  const table = page.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(2)
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText('message.read')
  await expect(row).toContainText(admin.email)
  await expect(row).toContainText(`message #${sent.id}`)
  await expect(row).toContainText(`"email":"${sent.email}"`)
  await expect(page.getByLabel('Action')).toHaveValue('message.')

  await page.getByLabel('Action').fill('')
  await page.getByLabel('Entity').fill('registration')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('link', { name: 'registration #42' })).toHaveAttribute(
    'href',
    '/admin/registrations/42',
  )
  await expect(table.getByRole('row').nth(1)).toContainText('192.0.2.1')
  // The table scrolls inside its own box; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.getByRole('link', { name: 'Clear' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByLabel('Administrator')).toHaveValue('')

  const res = await page.goto(
    `/admin/audit?admin=${encodeURIComponent(admin.email)}&from=2025-02-30&page=zero`,
  )
  expect(res?.status()).toBe(200)
  await expect(page.getByText('Some filters are not valid', { exact: false })).toBeVisible()
  await expect(page.getByText('Enter a valid date.')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})

type Stats = Omit<ConsoleStats, 'day'>
const TILES = {
  registrationsToday: 'Registrations today',
  registrationsTotal: 'Registrations in total',
  proofsAwaitingReview: 'Proofs awaiting review',
  unreadMessages: 'Unread messages',
} as const
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const tile = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) })

/** The tiles as shown, once they agree with the API read just before and just after the page. */
async function quietSnapshot(page: Page): Promise<Stats> {
  let shown: Stats | undefined
  await expect(async () => {
    const before = (await (await page.request.get('/adminpanel/stats/')).json()) as Stats
    await page.goto('/admin/dashboard')
    const values = Object.fromEntries(
      await Promise.all(
        Object.entries(TILES).map(async ([key, label]) => [
          key,
          Number((await tile(page, label).locator('strong').textContent())!.replace(/,/g, '')),
        ]),
      ),
    )
    const amount = await tile(page, 'Amount collected').locator('strong').textContent()
    const after = (await (await page.request.get('/adminpanel/stats/')).json()) as Stats
    expect(after).toEqual(before)
    expect(values).toEqual(Object.fromEntries(Object.keys(TILES).map((k) => [k, before[k as keyof Stats]])))
    expect(amount).toBe(rupees(before.collectedPaise))
    shown = before
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] })
  return shown!
}

test('dashboard tiles: equal to GET /adminpanel/stats/, link to their pages, and grow after a new registration and message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, ADMIN)
  await quietSnapshot(page)
  const stats = (await (await page.request.get('/adminpanel/stats/')).json()) as ConsoleStats
  await expect(tile(page, 'Registrations today')).toHaveAttribute(
    'href',
    `/admin/registrations?from=${stats.day}&to=${stats.day}`,
  )
  await expect(tile(page, 'Registrations in total')).toHaveAttribute('href', '/admin/registrations')
  await expect(tile(page, 'Registrations in total')).toContainText(/cancelled/i)
  await expect(tile(page, 'Proofs awaiting review')).toHaveAttribute(
    'href',
    '/admin/registrations?status=proof_submitted',
  )
  await expect(tile(page, 'Unread messages')).toHaveAttribute('href', '/admin/messages')

  // Other specs may cancel registrations or read messages meanwhile: retried until a quiet moment.
  await expect(async () => {
    const before = await quietSnapshot(page)
    await register(request, uniqueDelegate('tiles'))
    await sendMessage(page, 'Tiles')
    const after = await quietSnapshot(page)
    expect(after.registrationsToday).toBeGreaterThan(before.registrationsToday)
    expect(after.registrationsTotal).toBeGreaterThan(before.registrationsTotal)
    expect(after.unreadMessages).toBeGreaterThan(before.unreadMessages)
  }).toPass({ timeout: 50_000 })
})
