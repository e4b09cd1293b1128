// In the admin area at both widths: axe-core finds no violation on any
// admin page, which never scrolls sideways nor puts text under a fixed control; the contact strip
// sits in the banner landmark and the dashboard has its h1; focus goes back to the ⋮ button after
// an Update modal or the Confirm dialog; the mobile menu closes on Escape; /admin-contact answers; an old event keeps its date when modified and is listed as
// past; designations read as words; a long e-mail address wraps instead of widening the page.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { hydrated } from '../support/site'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const PAGES = [
  '/admin/dashboard',
  '/admin/admin-about',
  '/admin/admin-uppedicon',
  '/admin/admin-events',
  '/admin/admin-contact',
  '/admin/registrations',
  '/admin/messages',
  '/admin/audit',
  '/admin/register',
  '/admin/volunteers',
  '/admin/checkin',
  '/admin/workshops',
  '/admin/programme',
  '/admin/abstracts/call',
  '/admin/certificates',
  '/admin/mails',
  '/admin/abstracts',
  '/admin/abstracts/reviewers',
  '/admin/reviews',
  '/admin/groups',
  '/admin/payments',
  '/admin/gst',
]

async function axe(page: Page) {
  // Let the session check and the client reads settle (loading states are pages of their own).
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Every console page, with one registration, review and group of the demo's. */
async function consolePages(server: Parameters<typeof sql>[0]) {
  const [registration] = await sql<{ id: number }>(server, 'SELECT id FROM participants ORDER BY id LIMIT 1')
  const [assignment] = await sql<{ id: number }>(
    server,
    'SELECT id FROM review_assignments ORDER BY id LIMIT 1',
  )
  const [group] = await sql<{ id: number }>(server, 'SELECT id FROM registration_groups ORDER BY id LIMIT 1')
  return [
    ...PAGES,
    '/admin/editions',
    ...(registration ? [`/admin/registrations/${registration.id}`] : []),
    ...(assignment ? [`/admin/reviews/${assignment.id}`] : []),
    ...(group ? [`/admin/groups/${group.id}`] : []),
  ]
}

// The walk in three parts (every third page each), which two workers run side by side.
const PARTS = 3

test.describe('the console’s pages', () => {
  test.describe.configure({ mode: 'parallel' })
  for (let part = 0; part < PARTS; part++)
    test(
      `axe-core finds no violation on any admin page, which fits the screen with no text under a fixed control (part ${part + 1} of ${PARTS})`,
      { tag: '@desktop' },
      async ({ page, server }) => {
        test.setTimeout(180_000)
        const pages = (await consolePages(server)).filter((_, i) => i % PARTS === part)
        for (const path of pages) {
          await page.goto(path)
          expect(await axe(page), path).toEqual([])
          expect(await layoutProblemsWhileScrolling(page), path).toEqual([])
        }
        if (part !== PARTS - 1) return
        await page.context().clearCookies()
        for (const [path, name] of [
          ['/admin', '/admin (sign-in)'],
          ['/admin-invite?token=x', '/admin-invite'],
        ]) {
          await page.goto(path)
          expect(await axe(page), name).toEqual([])
          expect(await layoutProblemsWhileScrolling(page), name).toEqual([])
        }
      },
    )
})

test('the contact strip is in the banner landmark, the dashboard has an h1, /admin-contact answers', async ({
  page,
}) => {
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('banner').locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Administration' })).toBeVisible()
  await page.goto('/admin-contact')
  await expect(page).toHaveURL(/\/admin\/admin-contact$/)
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible()
})

test('closing an Update modal or the Confirm dialog puts focus back on the ⋮ button', async ({ page }) => {
  // Every list loaded first: a list that renders again when its data arrives replaces its buttons.
  await page.goto('/admin/admin-uppedicon', { waitUntil: 'networkidle' })
  const menu = page.getByRole('button', { name: /^Actions for / }).first()
  await menu.click()
  await page.getByRole('menuitem', { name: 'Update' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal).toBeHidden()
  await expect(menu).toBeFocused()

  await menu.press('Enter')
  await page.getByRole('menuitem', { name: 'Update' }).press('Enter')
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(menu).toBeFocused()

  await page.goto('/admin/admin-events', { waitUntil: 'networkidle' })
  const eventMenu = page.getByRole('button', { name: /^Actions for / }).first()
  await eventMenu.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Action' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(eventMenu).toBeFocused()
})

test('the mobile menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/admin/dashboard')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Events', exact: true }).focus()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await expect(page.getByRole('link', { name: 'Events', exact: true })).toBeHidden()
})

test('an old event keeps its date when modified, is listed under Past Events, and cannot be moved into the past', async ({
  page,
  server,
}, info) => {
  const name = `E2E past event ${info.project.name} ${Date.now()}`
  const [{ id }] = await sql<{ id: number }>(
    server,
    `INSERT INTO events (name, description, venue, date, time, organizer, address, day, updated_at)
     VALUES ($1, 'Held last year.', 'BRD Medical College', '2024-03-04', '10:00', 'IAP Gorakhpur', 'Gorakhpur', 'Monday', now())
     RETURNING id`,
    [name],
  )
  try {
    // Saved through the API with its stored date unchanged: accepted, however old (and the
    // event list's cache is refreshed by the write).
    const fields = {
      id: String(id),
      name,
      description: 'Held last year.',
      venue: 'BRD Medical College',
      date: '2024-03-04',
      time: '10:00',
      organizer: 'IAP Gorakhpur',
      address: 'Gorakhpur',
      day: 'Monday',
    }
    expect((await page.request.put('/uppedicon/event/', { multipart: fields })).status()).toBe(200)
    const moved = await page.request.put('/uppedicon/event/', {
      multipart: { ...fields, date: '2024-03-05' },
    })
    expect(moved.status()).toBe(400)
    expect((await moved.json()).fields.date).toEqual(['The date cannot be before today.'])
    await page.goto('/admin/admin-events')
    const past = page.getByRole('region', { name: 'Past Events' })
    await expect(past.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByText(name)).toHaveCount(0)

    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Modify' }).click()
    const form = page.getByRole('dialog', { name: 'Modify Event' })
    await form.getByLabel(/^Description/).fill('Held last year; the report is online.')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[aria-live]').getByText('Event updated successfully!')).toBeVisible()
    const [row] = await sql<{ date: string; description: string }>(
      server,
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, description FROM events WHERE id = $1",
      [id],
    )
    expect(row).toEqual({ date: '2024-03-04', description: 'Held last year; the report is online.' })

    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Modify' }).click()
    await form.getByLabel(/^Date/).fill('2024-03-05')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByLabel(/^Date/)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('The date cannot be before today.').first()).toBeVisible()
  } finally {
    await sql(server, 'DELETE FROM events WHERE id = $1', [id])
  }
})

test('designations read as words in the member form', async ({ page }) => {
  await page.goto('/admin/admin-about')
  // A click before hydration is lost (seen on a loaded machine).
  await (await hydrated(page.getByRole('button', { name: 'Add Member' }))).click()
  const designation = page.getByRole('dialog').getByLabel(/^Designation/)
  await expect(designation.locator('option:checked')).toHaveText('Member')
  await expect(designation.locator('option[value="scirntificsecretary"]')).toHaveText('Scientific Secretary')
  await expect(designation.locator('option[value="wbfweekcommittee"]')).toHaveText(
    'World Breastfeeding Week Committee',
  )
})

test('a long e-mail address wraps instead of widening the page', async ({ page }) => {
  const email = `a.very.long.address.of.a.delegate.${Date.now()}@paediatrics-department.example-college.ac.in`
  const sent = await page.request.post('/uppedicon/contactus/', {
    data: {
      name: 'Long Address',
      email,
      mobile_number: '9876543210',
      message: 'A message with a long address.',
    },
  })
  expect(sent.status()).toBe(201)
  await page.goto('/admin/messages')
  const reply = page.getByRole('link', { name: `Reply to ${email}` })
  await expect(reply).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
