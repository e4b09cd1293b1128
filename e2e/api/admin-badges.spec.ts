// Badges: GET /adminpanel/badges/ answers a PDF for one registration or the
// registrations list's filter (confirmed registrations unless a state is chosen), one A6 badge a
// page or four on an A4 sheet; the text of the PDF carries the names as typed (Hindi included)
// and the registration numbers. Administrators only; a malformed filter is a 400.
import type { APIRequestContext } from '@playwright/test'
import { pdfText } from '../../test/pdf-text'
import { bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length

async function badges(request: APIRequestContext, token: string, query: string) {
  const res = await request.get(`/adminpanel/badges/?${query}`, { headers: bearer(token) })
  expect(res.status(), res.status() === 200 ? '' : await res.text()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect(res.headers()['cache-control']).toBe('private, no-store')
  const body = await res.body()
  return { body, text: pdfText(body) }
}

test('badges of a filter and of one registration, Hindi names shaped and extractable', async ({
  request,
}) => {
  const tag = `badge${Date.now()}`
  const free = (name: string) => register(request, uniqueDelegate(tag, { name, category: 'seniorcitizen' }))
  const ananya = await free('अनन्या शर्मा')
  const kshitij = await free('क्षितिज त्रिपाठी')
  const rahul = await free('Rahul त्रिपाठी')
  const unpaid = await register(request, uniqueDelegate(tag, { name: 'Unpaid Person' }))
  expect(unpaid.status).toBe('pending_payment')
  const token = await signIn(request)

  const all = await badges(request, token, `q=${tag}&layout=a6`)
  expect(pages(all.body)).toBe(3)
  for (const text of ['अनन्या शर्मा', 'क्षितिज त्रिपाठी', 'Rahul', 'त्रिपाठी', 'SENIOR CITIZEN'])
    expect(all.text).toContain(text)
  for (const r of [ananya, kshitij, rahul]) expect(all.text).toContain(r.registration_number)
  expect(all.text).not.toContain(unpaid.registration_number)

  const sheet = await badges(request, token, `q=${tag}&layout=a4&status=pending_payment`)
  expect(pages(sheet.body)).toBe(1)
  expect(sheet.text).toContain(unpaid.registration_number)
  expect(sheet.text).not.toContain(ananya.registration_number)

  const one = await badges(request, token, `id=${kshitij.id}`)
  expect(pages(one.body)).toBe(1)
  expect(one.text).toContain('क्षितिज त्रिपाठी')
  expect(one.text).toContain(kshitij.registration_number)
})

test('badges are for administrators, with a well-formed filter', async ({ request }) => {
  expect((await request.get('/adminpanel/badges/')).status()).toBe(401)
  const token = await signIn(request)
  for (const query of ['layout=a5', 'status=lost', 'id=abc', 'category=nobody'])
    expect(
      (await request.get(`/adminpanel/badges/?${query}`, { headers: bearer(token) })).status(),
      query,
    ).toBe(400)
})
