// The delegate's own page (the mailed /registration/<id>?token=… sets its cookie and goes on to
// /registration/<id>) over HTTP, and the link to it in every mail
// the delegate receives as their registration changes state (paid, proof received, verified,
// refund, cancelled, rejected). Organisers act through the API with a bearer session.
import { signIn } from '../support/admin'
import { expect, randomAddress, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import { act, offlineProofRegistration, paidRegistration, submitProof } from '../support/review'

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(context)
  await context.dispose()
})

const pageOf = (reg: { id: number; token: string }) => `/registration/${reg.id}?token=${reg.token}`

test('the page answers 200 with the right token and 404 for a wrong, missing or borrowed one', async ({
  request,
  playwright,
  baseURL,
}) => {
  const reg = await register(request, uniqueDelegate('delegate-page'))
  const other = await register(request, uniqueDelegate('delegate-other'))
  // The link's token becomes a cookie of this page; the address loses it.
  const link = await request.get(pageOf(reg), { maxRedirects: 0 })
  expect(link.status()).toBe(303)
  expect(link.headers().location).toMatch(new RegExp(`/registration/${reg.id}$`))
  const ok = await request.get(`/registration/${reg.id}`)
  expect(ok.status()).toBe(200)
  const html = await ok.text()
  expect(html).toContain(reg.registration_number)
  expect(html).toContain('Waiting for your payment.')
  expect(html).toContain(`href="/checkout?registration=${reg.id}"`)
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)

  // Without the cookie (another browser), the clean address is a 404.
  const stranger = await playwright.request.newContext({ baseURL })
  expect((await stranger.get(`/registration/${reg.id}`)).status()).toBe(404)
  await stranger.dispose()

  // The attacks: guessing the next id, reusing one's own token on someone else's registration.
  for (const path of [
    `/registration/${reg.id}?token=${reg.token.slice(0, -2)}xx`,
    `/registration/${other.id}?token=${reg.token}`,
    `/registration/${other.id}`,
    `/registration/abc?token=${reg.token}`,
    `/registration/99999999?token=${reg.token}`,
  ]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(404)
    expect(await res.text()).not.toContain(reg.registration_number)
  }
})

test('every mail of a paid registration carries the link: confirmation, proof received and verified, refund', async ({
  request,
  server,
}) => {
  const { reg, email } = await paidRegistration(request, 'delegate-mails')
  const link = pageOf(reg)
  const mailOf = (part: string) =>
    waitForMail(email, { server, match: (m) => m.subject.includes(part), timeoutMs: 20_000 })
  const confirmed = await mailOf(`registration ${reg.registration_number} confirmed`)
  expect(confirmed.text).toContain(link)
  expect(confirmed.html).toContain(`${reg.id}?token=${reg.token}`)

  await submitProof(request, reg)
  expect((await mailOf('received')).text).toContain(link)
  expect((await request.get(link)).status()).toBe(200)

  expect((await act(request, token, reg.id, 'verify')).status()).toBe(200)
  const verified = await mailOf('verified')
  expect(verified.text).toContain(link)
  expect(verified.html).toContain('Your payment proof is verified')

  const refund = await act(request, token, reg.id, 'refund', { amount: '1500.00' })
  expect(refund.status(), await refund.text()).toBe(200)
  const refunded = await mailOf('refund for registration')
  expect(refunded.subject).toContain('completed')
  expect(refunded.text).toContain('Rs. 1,500.00')
  // The e2e sites pay through the sandbox: its money is marked as a test, and no bank confirmed it.
  expect(refunded.subject).toMatch(/^\[TEST\] /)
  expect(refunded.text).toContain('TEST MODE')
  expect(refunded.html).toContain('TEST MODE')
  expect(refunded.text).not.toContain('bank has confirmed')
  expect(refunded.text).toContain(link)
  const page = await (await request.get(link)).text()
  expect(page).toContain('Rs. 1,500.00')
})

test('cancellation and rejection mails carry the link; the page says so', async ({ request, server }) => {
  const { reg, email } = await offlineProofRegistration(request, 'delegate-reject')
  const link = pageOf(reg)
  const reason = 'The transaction id does not match our bank statement.'
  expect((await act(request, token, reg.id, 'reject', { reason })).status()).toBe(200)
  const rejected = await waitForMail(email, { server, match: (m) => m.subject.includes('not accepted') })
  expect(rejected.text).toContain(link)
  const page = await (await request.get(link)).text()
  expect(page).toContain('Your payment proof was not accepted')
  expect(page).toContain(reason)
  expect(page).toContain('Upload your payment proof')

  expect((await act(request, token, reg.id, 'cancel', { reason: 'Duplicate' })).status()).toBe(200)
  const cancelled = await waitForMail(email, { server, match: (m) => m.subject.includes('cancelled') })
  expect(cancelled.text).toContain(link)
  expect(cancelled.text).toContain('Reason: Duplicate')
  expect(await (await request.get(link)).text()).toContain('Cancelled.')
  // One mail per change: received, rejected, cancelled (besides the mail that the registration
  // was saved, sent unless the proof came first).
  await new Promise((r) => setTimeout(r, 500))
  expect(
    readMails(server)
      .filter((m) => m.to.includes(email) && !m.subject.includes('saved: payment due'))
      .map((m) => m.subject),
  ).toHaveLength(3)
})

test('"Get your link": the same answer for any address, the links mailed to a registered one only, rate limited', async ({
  request,
  server,
}) => {
  const d = uniqueDelegate('delegate-link')
  const reg = await register(request, d)
  const ask = (email: string) =>
    request.post('/uppedicon/registration/link/', {
      data: { email },
      headers: { 'X-Forwarded-For': randomAddress() },
    })
  const known = await ask(d.email.toUpperCase())
  const unknown = await ask(`nobody-${Date.now()}@example.org`)
  expect([known.status(), unknown.status()]).toEqual([202, 202])
  expect(await known.json()).toEqual(await unknown.json())
  const mail = await waitForMail(d.email, { server, match: (m) => m.subject.includes('the link to your') })
  expect(mail.text).toContain(pageOf(reg))
  expect(mail.text).toContain(reg.registration_number)
  expect((await ask('not-an-address')).status()).toBe(400)
  // The attack: mailing someone's inbox full of links. Three an hour per address, then 429.
  expect((await ask(d.email)).status()).toBe(202)
  expect((await ask(d.email)).status()).toBe(202)
  const limited = await ask(d.email)
  expect(limited.status()).toBe(429)
  expect(limited.headers()['retry-after']).toBeTruthy()
})
