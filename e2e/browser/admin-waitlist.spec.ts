// A full workshop's waiting list, as a delegate and an organiser meet it: the registration form
// shows the workshop full and says how to join; the delegate joins from their page (its place in
// line shown); the organiser cancels the registration holding the seat; the seat is offered to the
// delegate by mail, with the link to their page, where they accept it: the workshop joins their
// registration at its fee. The console lists the entry waiting, then accepted. Without JavaScript,
// the page's forms join and leave the list all the same.
import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN, bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { waitForMail, type Mail } from '../support/mail'
import { register, uniqueDelegate, type Registration } from '../support/registration'
import { act } from '../support/review'
import { currentEdition, skipPopup } from '../support/site'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w-]+/)?.[0]

/** A workshop of one seat, taken by an unpaid registration (it holds the seat); its id and holder. */
async function fullWorkshop(admin: APIRequestContext, token: string, name: string) {
  const res = await admin.post('/uppedicon/event/', {
    headers: bearer(token),
    multipart: {
      name,
      description: 'Hands-on neonatal ventilation on simulators.',
      venue: 'SGPGI, Lucknow',
      address: 'Raebareli Road, Lucknow',
      organizer: 'IAP Neonatology Chapter',
      date: shift(today(), 14),
      time: '09:00',
      day: 'Monday',
      registrable: 'true',
      fee: '800',
      capacity: '1',
      registration_deadline: shift(today(), 9),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = ((await res.json()) as { id: number }).id
  const holder = await register(admin, { ...uniqueDelegate('waitlist-holder'), workshops: String(id) })
  return { id, holder }
}

/** The delegate's page, opened as from a mail (the link's token becomes the page's cookie). */
const openPage = (page: Page, reg: Registration) => page.goto(`/registration/${reg.id}?token=${reg.token}`)

test(
  'join a full workshop’s list, the cancelled seat offered by mail, accepted; the console shows the states',
  { tag: '@desktop' },
  async ({ page, server, playwright }, info) => {
    const admin = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    const token = await signIn(admin)
    const name = `Neonatal ventilation workshop ${Date.now()}`
    const { id, holder } = await fullWorkshop(admin, token, name)

    // The form: full, and how to join its list.
    await skipPopup(page)
    await page.goto('/register')
    const box = page.getByRole('checkbox', { name: new RegExp(name) })
    await expect(box).toBeDisabled()
    await expect(
      page.getByText(`${name}: Rs. 800 (full: register without it, then join its waiting list`),
    ).toBeVisible()

    // The delegate registered without it; on their page they join the list.
    const d = uniqueDelegate('waitlist')
    const reg = await register(page.request, d)
    await openPage(page, reg)
    const item = page.getByTestId(`waitlist-${id}`)
    await expect(item).toContainText('Full. Join the waiting list')
    await item.getByRole('button', { name: 'Join the waiting list' }).click()
    await expect(page.getByTestId('waitlist-done')).toContainText('You are on the waiting list')
    await expect(item).toContainText('You are number 1 in line')

    // The console: the list in order, the delegate waiting.
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    await page.goto('/admin/workshops')
    const entry = page.getByTestId(`waitlist-entry-${reg.id}`)
    await expect(entry).toHaveAttribute('data-state', 'waiting')
    await expect(entry).toContainText('Waiting')

    // The organiser cancels the holder: the seat is offered to the delegate, by mail.
    const cancelled = await act(admin, token, holder.id, 'cancel', { reason: 'Duplicate registration.' })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
    const mail = await waitForMail(d.email, { server, match: (m) => m.subject.includes('is free for you') })
    expect(mail.subject).toContain(name)
    expect(mail.text).toContain('Accept the seat')
    await page.reload()
    await expect(entry).toHaveAttribute('data-state', 'offered')
    await expect(entry).toContainText('Seat offered')
    await expect(page.getByTestId(`seats-${id}`)).toContainText('1 offered to the waiting list')

    // From the mail's link, the delegate accepts: the workshop is theirs, at its fee.
    await page.goto(linkIn(mail)!)
    await expect(item).toContainText('A seat is held for you until')
    await item.getByRole('button', { name: 'Accept the seat' }).click()
    await expect(page.getByTestId('waitlist-done')).toContainText('The seat is yours')
    await expect(page.getByTestId('registration-workshops')).toHaveText(name)
    const fee = (await currentEdition(page.request)).fees.find((f) => f.category === 'NonMember')!.amount
    await expect(page.getByTestId('delegate-amount')).toHaveText(`Rs. ${fee + 800}`)
    await expect(page.getByTestId('seat-hold')).toContainText('held for you until')
    await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible()

    await page.goto('/admin/workshops')
    await expect(entry).toHaveAttribute('data-state', 'accepted')
    await expect(entry).toContainText('Accepted')
    await admin.dispose()
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the delegate’s page joins and leaves a full workshop’s list', async ({ page, playwright }, info) => {
    const admin = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    const { id } = await fullWorkshop(admin, await signIn(admin), `Neonatal transport workshop ${Date.now()}`)
    await admin.dispose()
    const reg = await register(page.request, uniqueDelegate('waitlist-noscript'))
    await openPage(page, reg)
    const item = page.getByTestId(`waitlist-${id}`)
    await item.getByRole('button', { name: 'Join the waiting list' }).click()
    await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}\\?waitlist=joined$`))
    await expect(page.getByTestId('waitlist-done')).toContainText('You are on the waiting list')
    await expect(item).toHaveAttribute('data-state', 'waiting')
    await item.getByRole('button', { name: 'Leave the waiting list' }).click()
    await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}\\?waitlist=left$`))
    await expect(item).toHaveAttribute('data-state', 'left')
    await expect(item.getByRole('button', { name: 'Join the waiting list' })).toBeVisible()
  })
})
