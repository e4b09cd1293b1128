// The admin screens through the UI: create / update / delete on each, with the spec's toasts,
// validation messages and confirmation dialog, and the public API or page showing the change
// on the next request (at the phone's width only, so records that exist once, such as the contact
// details, the conference, the leaders and the galleries' contents, are changed by one run).
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { ADMIN, png } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { currentEdition } from '../support/site'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true })
const modal = (page: Page, name: string) => page.getByRole('dialog', { name })
const picture = async (color: string) => ({
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: await png(color),
})
const notAnImage = { name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }

/** Whether a stored picture is (mostly) of a colour: identifies the one a test uploaded. */
async function isColour(page: Page, src: string, hex: string) {
  const { dominant } = await sharp(await (await page.request.get(src)).body()).stats()
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return Math.abs(dominant.r - r) + Math.abs(dominant.g - g) + Math.abs(dominant.b - b) < 40
}

async function menuAction(page: Page, card: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${card}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}
async function confirmDelete(page: Page, message: string) {
  const dialog = modal(page, 'Confirm Action')
  await expect(dialog.getByText(message)).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click()
}

test('events: Add Event, Modify Event, Delete with confirmation; the public list follows', async ({
  page,
}, info) => {
  const name = `E2E Event ${info.project.name} ${Date.now()}`
  await page.goto('/admin/admin-events')
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Event' }).click()
  const form = modal(page, 'Add Event')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Name is required.')).toBeVisible()
  await expect(form.getByLabel(/^Date/)).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/)

  await form.getByLabel(/^Name/).fill(name)
  await form.getByLabel(/^Description/).fill('A workshop created by the end-to-end tests.')
  await form.getByLabel(/^Venue/).fill('BRD Medical College')
  await form.getByLabel(/^Organizer/).fill('IAP Gorakhpur')
  await form.getByLabel(/^Address/).fill('Medical College Road, Gorakhpur')
  await form.getByLabel(/^Date/).fill('2031-02-03')
  await form.getByLabel(/^Time/).fill('10:30')
  await form.getByLabel(/^Day/).selectOption('Monday')
  await form.getByLabel(/^Picture/).setInputFiles(notAnImage)
  await expect(form.getByText('Only image files are allowed.')).toBeVisible()
  await form.getByLabel(/^Picture/).setInputFiles(await picture('#be185d'))
  await expect(form.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Event created successfully!')).toBeVisible()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  let events = await (await page.request.get('/uppedicon/event/')).json()
  const created = events.find((e: { name: string }) => e.name === name)
  expect(created).toMatchObject({
    venue: 'BRD Medical College',
    date: '2031-02-03',
    time: '10:30:00',
    day: 'Monday',
  })
  expect(created.event_picture).toMatch(/^\/uploads\/events\//)

  await menuAction(page, name, 'Modify')
  const edit = modal(page, 'Modify Event')
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name)
  await expect(edit.getByLabel(/^Time/)).toHaveValue('10:30')
  await edit.getByLabel(/^Name/).fill(`${name} modified`)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Event updated successfully!')).toBeVisible()
  events = await (await page.request.get('/uppedicon/event/')).json()
  expect(events.find((e: { id: number }) => e.id === created.id)).toMatchObject({
    name: `${name} modified`,
    event_picture: created.event_picture,
  })

  await menuAction(page, `${name} modified`, 'Delete')
  await confirmDelete(page, 'Are you sure you want to delete this event?')
  await expect(toast(page, 'Event deleted successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: `${name} modified` })).toBeHidden()
  events = await (await page.request.get('/uppedicon/event/')).json()
  expect(events.map((e: { id: number }) => e.id)).not.toContain(created.id)
})

test('one card menu open at a time; a click elsewhere or Escape closes it; Cancel keeps the record', async ({
  page,
}) => {
  await page.goto('/admin/admin-events')
  const menus = page.getByRole('button', { name: /^Actions for / })
  await expect(menus.first()).toBeVisible()
  await menus.nth(0).click()
  await expect(page.getByRole('menu')).toHaveCount(1)
  await menus.nth(1).click()
  await expect(page.getByRole('menu')).toHaveCount(1)
  await expect(menus.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await page.getByRole('heading', { name: 'Upcoming Events' }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await menus.nth(0).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Modify' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(menus.nth(0)).toBeFocused()

  const before = (await (await page.request.get('/uppedicon/event/')).json()).length
  await menus.nth(0).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await modal(page, 'Confirm Action').getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page, 'Confirm Action')).toBeHidden()
  expect((await (await page.request.get('/uppedicon/event/')).json()).length).toBe(before)
})

test('board members on the dashboard: add (the name rule), update (designation fixed), delete', async ({
  page,
}, info) => {
  const name = `Dr Etoe ${info.project.name.endsWith('phone') ? 'Phone' : 'Desktop'} ${String.fromCharCode(65 + (Date.now() % 26))}`
  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: 'Add Member' }).click()
  const form = modal(page, 'Add Member')
  await form.getByLabel(/^Name/).pressSequentially(`${name}7`)
  await expect(form.getByText('Use letters, spaces, dots, hyphens and apostrophes only.')).toBeVisible()
  await expect(form.getByLabel(/^Name/)).toHaveValue(`${name}7`)
  await form.getByLabel(/^Name/).press('Backspace')
  await expect(form.getByLabel(/^Name/)).toHaveValue(name)
  await expect(form.getByLabel(/^Designation/)).toHaveValue('member')
  await form.getByLabel(/^Degree/).fill('MBBS, MD')
  await form.getByLabel(/^Picture/).setInputFiles(await picture('#0d9488'))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Member added successfully!')).toBeVisible()
  let members = await (await page.request.get('/uppedicon/members/?designation=member')).json()
  const created = members.find((m: { name: string }) => m.name === name)
  expect(created).toMatchObject({ degree: 'MBBS, MD', designation: 'member' })

  await menuAction(page, name, 'Update')
  const edit = modal(page, 'Update Member')
  await expect(edit.getByLabel(/^Designation/)).toBeDisabled()
  await edit.getByLabel(/^Degree/).fill('MBBS, DCH')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Member updated successfully!')).toBeVisible()
  members = await (await page.request.get('/uppedicon/members/?designation=member')).json()
  expect(members.find((m: { id: number }) => m.id === created.id)?.degree).toBe('MBBS, DCH')

  await menuAction(page, name, 'Delete')
  await confirmDelete(page, `Are you sure you want to delete ${name}?`)
  await expect(toast(page, 'Member deleted successfully!')).toBeVisible()
  members = await (await page.request.get('/uppedicon/members/')).json()
  expect(members.map((m: { id: number }) => m.id)).not.toContain(created.id)
})

test('themes: Add New Theme (all required), Update Theme (image optional), delete', async ({
  page,
}, info) => {
  const name = `E2E Theme ${info.project.name} ${Date.now()}`
  await page.goto('/admin/admin-uppedicon')
  const { name: edition } = (await currentEdition(page.request)).edition
  await expect(page.getByRole('heading', { name: `${edition} Theme` })).toBeVisible()
  await page.getByRole('button', { name: 'Add Theme' }).click()
  const form = modal(page, 'Add New Theme')
  await form.getByLabel(/^Theme Name/).fill(name)
  await form.getByLabel(/^Description/).fill('Created by the end-to-end tests.')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please choose an image.')).toBeVisible()
  await form.getByLabel(/^Upload Image/).setInputFiles(await picture('#ca8a04'))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Theme added successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()

  await menuAction(page, name, 'Update')
  const edit = modal(page, 'Update Theme')
  await edit.getByLabel(/^Theme Name/).fill(`${name} updated`)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Theme updated successfully!')).toBeVisible()
  const themes = await (await page.request.get('/uppedicon/theme/')).json()
  const updated = themes.find((t: { name: string }) => t.name === `${name} updated`)
  expect(updated.image).toMatch(/^\/uploads\/themes\//)

  await menuAction(page, `${name} updated`, 'Delete')
  await confirmDelete(page, 'Are you sure you want to delete this theme?')
  await expect(toast(page, 'Theme deleted successfully!')).toBeVisible()
  expect(
    (await (await page.request.get('/uppedicon/theme/')).json()).map((t: { id: number }) => t.id),
  ).not.toContain(updated.id)
})

test('Explore Gorakhpur and home gallery: upload with progress and preview, then delete', async ({
  page,
}) => {
  for (const [screen, path, section] of [
    ['/admin/admin-uppedicon', '/uppedicon/gkpgallery/', 'Explore Gorakhpur'],
    ['/admin/dashboard', '/uppedicon/gallery/', 'Gallery'],
  ] as const) {
    const before = (await (await page.request.get(path)).json()) as { id: number }[]
    await page.goto(screen)
    const region = page.getByRole('region', { name: section, exact: true })
    await region.getByRole('button', { name: 'Add Image' }).click()
    const form = modal(page, 'Add New Image')
    await form.getByLabel(/^Image/).setInputFiles(notAnImage)
    await expect(form.getByText('Only image files are allowed.')).toBeVisible()
    await form.getByLabel(/^Image/).setInputFiles(await picture('#7c3aed'))
    await form.getByRole('button', { name: 'Upload' }).click()
    await expect(toast(page, 'Image uploaded successfully!')).toBeVisible()
    // Other specs may add pictures meanwhile: ours is the new one in our colour.
    const fresh = ((await (await page.request.get(path)).json()) as { id: number; images: string }[]).filter(
      (i) => !before.some((b) => b.id === i.id),
    )
    const added = (
      await Promise.all(fresh.map(async (i) => ((await isColour(page, i.images, '#7c3aed')) ? i : null)))
    ).find(Boolean)!
    expect(added).toBeTruthy()
    await region
      .getByRole('listitem')
      .filter({ has: page.locator(`img[src="${added.images}"]`) })
      .getByRole('button', { name: /^Delete picture/ })
      .click()
    await confirmDelete(page, 'Are you sure you want to delete this image?')
    await expect(toast(page, 'Image deleted successfully!')).toBeVisible()
    expect(
      ((await (await page.request.get(path)).json()) as { id: number }[]).map((i) => i.id),
    ).not.toContain(added.id)
  }
})

test('leadership: Update Leadership requires degree and description; the public home page shows the change', async ({
  page,
}) => {
  const [president] = await (await page.request.get('/uppedicon/members/?designation=president')).json()
  await page.goto('/admin/admin-uppedicon')
  await menuAction(page, president.name, 'Update')
  const form = modal(page, 'Update Leadership')
  await expect(form.getByLabel(/^Designation/)).toHaveValue('president')
  await form.getByLabel(/^Degree/).fill('')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Degree is required.')).toBeVisible()
  await form.getByLabel(/^Degree/).fill('MBBS, MD, FIAP (E2E)')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Leader updated successfully!')).toBeVisible()
  // Normally the very next request shows it; when another visitor's render of the page was in
  // flight during the write (the phone run edits members at the same time), within seconds.
  await expect(async () => {
    await page.goto('/')
    await expect(page.getByText('MBBS, MD, FIAP (E2E)')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })

  await page.goto('/admin/admin-uppedicon')
  await menuAction(page, president.name, 'Update')
  await modal(page, 'Update Leadership')
    .getByLabel(/^Degree/)
    .fill(president.degree)
  await modal(page, 'Update Leadership').getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Leader updated successfully!')).toBeVisible()
})

test('conference details: update through the form; the public read shows it', async ({ page }) => {
  const current = await (await page.request.get('/uppedicon/uppedicon/')).json()
  await page.goto('/admin/admin-uppedicon')
  const section = page.getByRole('region', { name: 'Conference details' })
  await expect(section.getByLabel(/^Venue/)).toHaveValue(current.venue)
  await section.getByLabel(/^Mobile number/).fill('98x76')
  await expect(section.getByLabel(/^Mobile number/)).toHaveValue('9876')
  await section.getByLabel(/^Mobile number/).fill(current.mobile_number)
  await section.getByLabel(/^Venue/).fill('E2E Convention Centre, Gorakhpur')
  await section.getByRole('button', { name: 'Update Conference Details' }).click()
  await expect(toast(page, 'Conference details updated successfully!')).toBeVisible()
  expect((await (await page.request.get('/uppedicon/uppedicon/')).json()).venue).toBe(
    'E2E Convention Centre, Gorakhpur',
  )
  await page.goto('/')
  // The home page names the venue in several sections; When, Where & Who is one of them.
  await expect(page.getByRole('region', { name: 'When, Where & Who' })).toContainText(
    'E2E Convention Centre, Gorakhpur',
  )
  await page.goto('/admin/admin-uppedicon')
  await page
    .getByRole('region', { name: 'Conference details' })
    .getByLabel(/^Venue/)
    .fill(current.venue)
  await page.getByRole('button', { name: 'Update Conference Details' }).click()
  await expect(toast(page, 'Conference details updated successfully!')).toBeVisible()
})

test('contact details: Add Detail answers "Contact details already exist."; Update Detail validates and saves', async ({
  page,
}) => {
  const [current] = await (await page.request.get('/uppedicon/getintouch/')).json()
  await page.goto('/admin/admin-contact')
  await expect(page.getByText(current.location).first()).toBeVisible()
  await page.getByRole('button', { name: 'Add Detail' }).click()
  const add = modal(page, 'Add Detail')
  await add.getByLabel(/^Mobile Number/).fill('98a76b54c32d10')
  await expect(add.getByLabel(/^Mobile Number/)).toHaveValue('9876543210')
  await add.getByLabel(/^Email/).fill('not-an-email')
  await add.getByLabel(/^WhatsApp Number/).fill('9876543210')
  await add.getByLabel(/^Location/).fill('Somewhere')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add.getByText('Enter a valid e-mail address.')).toBeVisible()
  await add.getByLabel(/^Email/).fill('second@uppedicon.test')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add.getByRole('alert').filter({ hasText: 'Contact details already exist.' })).toBeVisible()
  await expect(toast(page, 'Contact details already exist.')).toBeVisible()
  await add.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Update Detail' }).first().click()
  const edit = modal(page, 'Update Detail')
  await expect(edit.getByLabel(/^Location/)).toHaveValue(current.location)
  await edit.getByLabel(/^Location/).fill('E2E Office, Betiahata, Gorakhpur')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Contact details updated successfully!')).toBeVisible()
  expect((await (await page.request.get('/uppedicon/getintouch/')).json())[0].location).toBe(
    'E2E Office, Betiahata, Gorakhpur',
  )
  await page.reload()
  await expect(page.getByRole('link', { name: 'E2E Office, Betiahata, Gorakhpur' })).toBeVisible()

  await page.getByRole('button', { name: 'Update Detail' }).first().click()
  await modal(page, 'Update Detail')
    .getByLabel(/^Location/)
    .fill(current.location)
  await modal(page, 'Update Detail').getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Contact details updated successfully!')).toBeVisible()
})

test('admin-about: committee members 12 per page with paging', async ({ page }) => {
  await page.goto('/admin/admin-about')
  const committee = page.getByRole('region', { name: 'Committee Members' })
  // The demo content has more than 24 members; other specs may add one meanwhile.
  await expect(committee.getByRole('listitem')).toHaveCount(12)
  await expect(committee.getByText(/^Page 1 of [3-9]$/)).toBeVisible()
  await committee.getByRole('button', { name: 'Next' }).click()
  await expect(committee.getByText(/^Page 2 of [3-9]$/)).toBeVisible()
  await expect(committee.getByRole('listitem')).toHaveCount(12)
})

test('dashboard hero slider: three slides, the next one after 3 seconds, contact button to the admin contact page', async ({
  page,
}) => {
  await page.goto('/admin/dashboard')
  const slider = page.getByRole('region', { name: 'Highlights' })
  const slides = slider.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(3)
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true')
  await expect(slider.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/admin/admin-contact',
  )
  await page.mouse.move(0, 0)
  // The pace is 3 s (the public hero's is 2 s): the time between two changes, as they happen.
  const interval = await slider.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const changes: number[] = []
        new MutationObserver((records) => {
          if (!records.some((r) => (r.target as Element).getAttribute('data-active') === 'true')) return
          changes.push(performance.now())
          if (changes.length === 2) resolve(changes[1] - changes[0])
        }).observe(el, { attributes: true, subtree: true, attributeFilter: ['data-active'] })
      }),
  )
  expect(interval).toBeGreaterThan(2600)
  expect(interval).toBeLessThan(4000)
})
