// Helpers of the registration and payment specs: a unique delegate, registration over the API,
// and the sandbox gateway played as a payer would (its page, then its signed return form).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { sql } from './db'
import { randomAddress } from './fixtures'

let counter = 0
/** A delegate with an e-mail and phone no other test uses (tests share the sites). */
export function uniqueDelegate(tag: string, overrides: Record<string, string> = {}) {
  counter++
  const n = `${Date.now()}${counter}${Math.floor(Math.random() * 1000)}`
  // Age and date of birth agree (checked by the server); a senior citizen is over 70.
  const born = overrides.category === 'seniorcitizen' ? 1950 : 1980
  return {
    name: 'Asha Verma',
    mobile_number: `9${n.slice(-9)}`,
    email: `${tag}-${n}@example.org`,
    date_of_birth: `${born}-01-01`,
    address: 'Civil Lines, Gorakhpur',
    age: String(new Date().getUTCFullYear() - born),
    designation: 'consultant',
    ciapMembership: '',
    aopUpMembership: '',
    accompanying_person: 'false',
    category: 'NonMember',
    amount: '6500',
    ...overrides,
  }
}

/** A number written in letters (0 → a, 25 → z, 26 → ba…): unique names, which accept letters only. */
export const letters = (n: number) =>
  n.toString(26).replace(/[0-9a-p]/g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)])

export async function register(request: APIRequestContext, fields: Record<string, string>) {
  // Each delegate registers from a client of their own (many tests register dozens at once).
  const res = await request.post('/uppedicon/participants/', {
    multipart: fields,
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Registration
}

export interface Registration {
  id: number
  token: string
  registration_number: string
  amount: number
  status: string
}

export async function initiate(request: APIRequestContext, reg: Pick<Registration, 'id' | 'token'>) {
  const res = await request.post('/payment/initiatepayment/', {
    data: {
      participant_id: reg.id,
      participant_token: reg.token,
      amount: '1.00',
      returnURL: 'https://evil.example/steal',
    },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { redirectURI: string; tranCtx: string; merchantTxnNo: string; amount: string }
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Chooses on the sandbox's payment page; answers the signed fields it posts back to returnURL. */
export async function payerChooses(
  request: APIRequestContext,
  sale: { redirectURI: string; tranCtx: string },
  decision: 'approve' | 'decline' | 'pending',
) {
  const page = await request.get(`${sale.redirectURI}?tranCtx=${sale.tranCtx}`)
  expect(await page.text()).toContain('Leave pending')
  const res = await request.post(sale.redirectURI, { form: { tranCtx: sale.tranCtx, decision } })
  return returnForm(await res.text())
}

/** The signed form the sandbox's page posts back to the site: its action and hidden fields. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(html)![1])
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]),
      unescape(m[2]),
    ]),
  )
  return { action, fields }
}

/** Posts to /payment-callback as the bank's server-to-server advice. */
export function advice(request: APIRequestContext, fields: Record<string, string>) {
  return request.post('/payment-callback', {
    form: fields,
    headers: { accept: 'application/json' },
    maxRedirects: 0,
  })
}

/** Fills the registration form (of /register or /admin/register, already open) as a delegate would. */
export async function fillRegistrationForm(page: Page, d: ReturnType<typeof uniqueDelegate>) {
  await page.getByLabel('Full Name').fill(d.name)
  await page.getByLabel('Mobile Number').fill(d.mobile_number)
  await page.getByLabel('Email').fill(d.email)
  await page.getByLabel('Date of Birth').fill(d.date_of_birth)
  await page.getByLabel('Age').fill(d.age)
  await page.getByLabel('Designation').selectOption(d.designation)
  await page.getByLabel('Address').fill(d.address)
  await page.getByRole('radio', { name: 'No' }).check()
  await page.getByLabel('Registration Category').selectOption(d.category)
}

/** Registers a new delegate on /register as one would, up to the checkout; answers the delegate. */
export async function registerToCheckout(page: Page, tag: string) {
  const d = uniqueDelegate(tag)
  await page.goto('/register')
  await fillRegistrationForm(page, d)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  return d
}

/** At the checkout: agrees to the terms and presses PAY NOW; answers the sandbox's window. */
export async function openGateway(page: Page) {
  await page.getByLabel(/I agree to the/).check()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'PAY NOW' }).click()
  return popup
}

/** At the checkout: agrees to the terms, pays and approves in the sandbox's window, back on the delegate's page. */
export async function payAtCheckout(page: Page) {
  await (await openGateway(page)).getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/\/registration\/\d+$/)
}

/** A delegate's row of a group (the registration form's fields; the amount is the server's to compute). */
export const groupRow = (tag: string, overrides: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(uniqueDelegate(tag, overrides)).filter(([k]) => k !== 'amount'))

/** An institution's group as POST /uppedicon/groups/ takes it, with a contact no other test uses. */
export const groupBody = (delegates: object[]) => ({
  institution: 'BRD Medical College',
  gstin: '27AAPFU0939F1ZV',
  address: 'Medical College Road, Gorakhpur',
  state: '27',
  contact_name: 'Meera Singh',
  contact_email: `pg.office-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`,
  contact_mobile: '9811122233',
  delegates,
})

/** The demo's NRP workshop, still open for registration: its id, name and fee (rupees). */
export async function demoNrpWorkshop(server: Parameters<typeof sql>[0]) {
  const [nrp] = await sql<{ id: number; name: string; fee: number }>(
    server,
    `SELECT id, name, fee_paise / 100 AS fee FROM events
      WHERE registrable AND name LIKE '%(NRP)%' AND registration_deadline >= (now() AT TIME ZONE 'Asia/Kolkata')::date
      ORDER BY id LIMIT 1`,
  )
  expect(nrp, 'the demo has the NRP workshop').toBeTruthy()
  return nrp
}
