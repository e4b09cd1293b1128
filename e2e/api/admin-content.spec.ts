// Organiser-edited content through its API: hero slides, FAQs and the site's
// texts. The guard on every write, validation with field errors, the audit entry of each change,
// the public page showing it on the next request, and markup typed into a text staying text.
// Every test puts back what it changed.
import { bearer, file, png, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'

const WRITES = [
  ['post', '/adminpanel/slides/'],
  ['put', '/adminpanel/slides/?id=1'],
  ['delete', '/adminpanel/slides/?id=1'],
  ['post', '/adminpanel/faqs/'],
  ['put', '/adminpanel/faqs/?id=1'],
  ['delete', '/adminpanel/faqs/?id=1'],
  ['put', '/adminpanel/texts/?key=page.refund'],
] as const

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(request)
  await request.dispose()
})

const lastAudit = async (server: Parameters<typeof sql>[0], action: string) =>
  (
    await sql<{ entity_id: string; admin_email: string }>(
      server,
      'SELECT entity_id, admin_email FROM audit_logs WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0]

test('reads need a session; writes refuse no session (401) and other sites (403)', async ({ request }) => {
  for (const path of ['/adminpanel/slides/', '/adminpanel/faqs/', '/adminpanel/texts/'])
    expect((await request.get(path)).status(), path).toBe(401)
  for (const [method, path] of WRITES) {
    const res = await request.fetch(path, { method, data: { id: 1 } })
    expect(res.status(), `${method} ${path}`).toBe(401)
    expect((await res.json()).code).toBe('unauthorized')
    const foreign = await request.fetch(path, {
      method,
      headers: { ...bearer(token), Origin: 'https://evil.example' },
      data: { id: 1 },
    })
    expect(foreign.status(), `${method} ${path} cross-origin`).toBe(403)
  }
})

test('FAQs: add (201), invalid (400 with fields), update, delete (204, then 404); audited; the home page follows', async ({
  request,
  server,
}) => {
  const auth = bearer(token)
  const question = `E2E question ${Date.now()}?`
  const invalid = await request.post('/adminpanel/faqs/', {
    headers: auth,
    data: { answer: '', position: -1 },
  })
  expect(invalid.status()).toBe(400)
  const body = await invalid.json()
  expect(body.code).toBe('invalid')
  expect(Object.keys(body.fields).sort()).toEqual(['answer', 'position', 'question'])

  const created = await request.post('/adminpanel/faqs/', {
    headers: auth,
    data: { question, answer: 'See the **programme** on [Events](/events).', position: 99 },
  })
  expect(created.status()).toBe(201)
  const faq = await created.json()
  expect(faq).toMatchObject({ question, position: 99 })
  expect(await lastAudit(server, 'faq.create')).toMatchObject({ entity_id: String(faq.id) })
  let home = await (await request.get('/')).text()
  expect(home).toContain(question)
  expect(home).toContain('<strong>programme</strong>')

  const renamed = `${question} (changed)`
  const updated = await request.put(`/adminpanel/faqs/?id=${faq.id}`, {
    headers: auth,
    data: { question: renamed, answer: 'Changed.', position: 99 },
  })
  expect(updated.status()).toBe(200)
  expect(await lastAudit(server, 'faq.update')).toMatchObject({ entity_id: String(faq.id) })
  home = await (await request.get('/')).text()
  expect(home).toContain('(changed)')

  expect((await request.delete(`/adminpanel/faqs/?id=${faq.id}`, { headers: auth })).status()).toBe(204)
  const again = await request.delete(`/adminpanel/faqs/?id=${faq.id}`, { headers: auth })
  expect(again.status()).toBe(404)
  expect((await again.json()).error).toBe('FAQ not found.')
  expect(await (await request.get('/')).text()).not.toContain(renamed)
})

test('texts: the refund policy changes on the next request; markup stays text, unsafe links lose their target', async ({
  request,
  server,
}) => {
  const auth = bearer(token)
  const texts = await (await request.get('/adminpanel/texts/', { headers: auth })).json()
  const refund = texts.find((t: { key: string }) => t.key === 'page.refund')
  expect(refund.body).toContain('50% refund')
  const marker = `Refunds E2E ${Date.now()}`
  try {
    const res = await request.put('/adminpanel/texts/?key=page.refund', {
      headers: auth,
      data: {
        body: `## ${marker}\n\n<script>window.pwned = 1</script> [click](javascript:alert(1)) [Contact](/contact-us)`,
      },
    })
    expect(res.status()).toBe(200)
    expect(await lastAudit(server, 'text.update')).toMatchObject({ entity_id: 'page.refund' })
    const page = await (await request.get('/refund')).text()
    expect(page).toContain(`<h2>${marker}</h2>`)
    expect(page).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;')
    expect(page).not.toContain('<script>window.pwned')
    expect(page).not.toContain('href="javascript:')
    expect(page).toContain('href="/contact-us"')
  } finally {
    await request.put('/adminpanel/texts/?key=page.refund', { headers: auth, data: { body: refund.body } })
  }
  expect(await (await request.get('/refund')).text()).toContain('50% refund')

  const unknown = await request.put('/adminpanel/texts/?key=page.secret', {
    headers: auth,
    data: { body: 'x' },
  })
  expect(unknown.status()).toBe(400)
  expect((await unknown.json()).fields.key).toEqual(['Unknown text.'])
  const empty = await request.put('/adminpanel/texts/?key=page.terms', { headers: auth, data: { body: ' ' } })
  expect(empty.status()).toBe(400)
  expect((await empty.json()).fields.body).toEqual(['Text is required.'])
  // A mistyped placeholder is refused by name (the known ones are listed).
  const typo = await request.put('/adminpanel/texts/?key=page.terms', {
    headers: auth,
    data: { body: 'Until {cancelation_cutoff}.' },
  })
  expect(typo.status()).toBe(400)
  expect((await typo.json()).fields.body[0]).toMatch(
    /^Unknown placeholder \{cancelation_cutoff\}: use \{edition\} /,
  )
  const faq = await request.post('/adminpanel/faqs/', {
    headers: auth,
    data: { question: 'When is {editon}?', answer: 'Soon.' },
  })
  expect(faq.status()).toBe(400)
  expect((await faq.json()).fields.question[0]).toMatch(/^Unknown placeholder \{editon\}/)
})

test('slides: add with image (201), links checked (400), update by ?id= (200), delete (204); the home page follows', async ({
  request,
  server,
}) => {
  const auth = bearer(token)
  const title = `E2E slide ${Date.now()}`
  const fields = {
    title,
    subtitle: 'A slide from the tests',
    buttonText: 'Go',
    buttonLink: '/events',
    position: '50',
  }
  const bad = await request.post('/adminpanel/slides/', {
    headers: auth,
    multipart: {
      ...fields,
      buttonLink: 'javascript:alert(1)',
      buttonTexts: 'Only text',
      image: file(await png()),
    },
  })
  expect(bad.status()).toBe(400)
  expect(Object.keys((await bad.json()).fields).sort()).toEqual(['buttonLink', 'buttonLinks'])
  const noImage = await request.post('/adminpanel/slides/', { headers: auth, multipart: fields })
  expect(noImage.status()).toBe(400)
  expect((await noImage.json()).fields.image).toEqual(['Please choose an image.'])

  const created = await request.post('/adminpanel/slides/', {
    headers: auth,
    multipart: { ...fields, image: file(await png('#16a34a', 1600, 900)) },
  })
  expect(created.status()).toBe(201)
  const slide = await created.json()
  expect(slide).toMatchObject({ title, buttonLink: '/events', position: 50 })
  expect(slide.image).toMatch(/^\/uploads\/banners\/.+\.webp$/)
  expect(await lastAudit(server, 'slide.create')).toMatchObject({ entity_id: String(slide.id) })
  expect(await (await request.get('/')).text()).toContain(title)

  const updated = await request.put(`/adminpanel/slides/?id=${slide.id}`, {
    headers: auth,
    multipart: { ...fields, title: `${title} (changed)`, buttonTexts: 'FAQs', buttonLinks: '#faqs' },
  })
  expect(updated.status()).toBe(200)
  expect((await updated.json()).image).toBe(slide.image)
  expect(await (await request.get('/')).text()).toContain(`${title} (changed)`)

  expect((await request.delete(`/adminpanel/slides/?id=${slide.id}`, { headers: auth })).status()).toBe(204)
  expect(await lastAudit(server, 'slide.delete')).toMatchObject({ entity_id: String(slide.id) })
  expect(await (await request.get('/')).text()).not.toContain(title)
  expect((await request.get(slide.image)).status()).toBe(404)
})
