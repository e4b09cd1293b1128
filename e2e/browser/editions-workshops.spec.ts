// Workshops on the registration form: an event's Register button opens the form
// with its workshop ticked, and the amount follows the ticks. Runs in the "editions" project (it
// adds an event the other specs do not expect).
import { ADMIN, bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { currentEdition, skipPopup } from '../support/site'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const NAME = `Paediatric airway workshop ${Date.now()}`
let workshopId: number
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const token = await signIn(request)
  const res = await request.post('/uppedicon/event/', {
    headers: bearer(token),
    multipart: {
      name: NAME,
      description: 'Airway skills on mannequins.',
      venue: 'KGMU, Lucknow',
      address: 'Shah Mina Road, Lucknow',
      organizer: 'IAP Lucknow',
      date: shift(today(), 12),
      time: '09:30',
      day: 'Tuesday',
      registrable: 'true',
      fee: '1200',
      capacity: '20',
      registration_deadline: shift(today(), 8),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  workshopId = (await res.json()).id
  await request.dispose()
})

test('the event’s Register button ticks its workshop and the amount follows the ticks', async ({ page }) => {
  const fees = (await currentEdition(page.request)).fees
  const slab = fees.find((f) => f.category === 'NonMember')!.amount
  await skipPopup(page)
  await page.goto('/events')
  await page.getByRole('link', { name: `Register for ${NAME}` }).click()
  await expect(page).toHaveURL(new RegExp(`/register\\?workshop=${workshopId}$`))
  const box = page.getByRole('checkbox', { name: new RegExp(NAME) })
  await expect(box).toBeChecked()
  await fillRegistrationForm(page, uniqueDelegate('workshop-form', { category: 'NonMember' }))
  const amount = page.getByTestId('registration-amount')
  await expect(amount).toHaveText(`Rs. ${slab + 1200}`)
  await box.uncheck()
  await expect(amount).toHaveText(`Rs. ${slab}`)
  await box.check()
  await expect(amount).toHaveText(`Rs. ${slab + 1200}`)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText(`${slab + 1200}`).first()).toBeVisible()
})

test('an event that is not a workshop has no Register button', async ({ page }) => {
  await skipPopup(page)
  await page.goto('/events')
  await expect(page.getByRole('link', { name: `Register for ${NAME}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Register for Adolescent Health Update/ })).toHaveCount(0)
})

test('organisers set the terms on the Events screen and see the attendees; the delegate’s page lists the workshop', async ({
  page,
}) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin/admin-events')
  await page.getByRole('button', { name: `Actions for ${NAME}` }).click()
  await page.getByRole('menuitem', { name: 'Modify' }).click()
  const form = page.getByRole('dialog', { name: 'Modify Event' })
  await expect(form.getByRole('checkbox', { name: /can add this workshop/ })).toBeChecked()
  await expect(form.getByLabel(/^Fee/)).toHaveValue('1200')
  await form.getByLabel(/^Seats/).fill('0')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('A workshop needs at least 1 seat.').first()).toBeVisible()
  await form.getByLabel(/^Seats/).fill('25')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('[aria-live]').getByText('Event updated successfully!')).toBeVisible()
  const events = (await (await page.request.get('/uppedicon/event/')).json()) as {
    id: number
    capacity: number
  }[]
  expect(events.find((e) => e.id === workshopId)?.capacity).toBe(25)

  const res = await page.request.post('/uppedicon/participants/', {
    multipart: { ...uniqueDelegate('workshop-page'), workshops: String(workshopId) },
  })
  expect(res.status(), await res.text()).toBe(201)
  const reg = await res.json()
  await page.goto(`/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`)
  await expect(page.getByTestId('registration-workshops')).toContainText(NAME)

  await page.goto('/admin/workshops')
  const section = page.getByRole('region', { name: NAME })
  await expect(section.getByRole('link', { name: reg.registration_number })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Export attendees (CSV)' })).toHaveAttribute(
    'href',
    `/adminpanel/workshops/export/?id=${workshopId}`,
  )
})
