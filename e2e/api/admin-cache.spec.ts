// An admin write shows on the public pages even when visitors are rendering those pages at the
// moment of the write: a render that began before it must not be kept as the fresh page.
import { bearer, file, png, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'

test('a burst of writes made while visitors keep the home page busy all reach it', async ({
  request,
  baseURL,
}) => {
  const token = await signIn(request)
  const auth = { ...bearer(token), Origin: baseURL! }
  const letters = (n: number) => Array.from(String(n), (d) => String.fromCharCode(65 + Number(d))).join('')
  const tag = letters(Date.now() % 1000000)
  const created = await request.post('/uppedicon/members/', {
    headers: auth,
    multipart: {
      name: `Dr Cache ${tag}`,
      degree: 'MD',
      description: 'Cache check',
      picture: file(await png('#2563eb')),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const member = (await created.json()) as { id: number }
  const rename = (name: string) =>
    request.put(`/uppedicon/members/?id=${member.id}`, { headers: auth, multipart: { name } })

  // Visitors keep the home page busy before, during and after the writes, so each write lands
  // while the page is being rendered again for the previous one.
  let busy = true
  const visitors = Array.from({ length: 4 }, async () => {
    while (busy) await request.get('/')
  })
  await new Promise((r) => setTimeout(r, 500))
  let last = ''
  for (let i = 1; i <= 6; i++) {
    last = `Dr Cache ${tag} Edit ${letters(i)}`
    const written = await rename(last)
    expect(written.status(), await written.text()).toBe(200)
    await new Promise((r) => setTimeout(r, 40 * i))
  }
  await new Promise((r) => setTimeout(r, 500))
  busy = false
  await Promise.all(visitors)

  try {
    // Once in-flight renders have settled (lib/cache.ts), every request shows the last write.
    await new Promise((r) => setTimeout(r, 4000))
    for (let i = 0; i < 3; i++) expect(await (await request.get('/')).text()).toContain(`${last}<`)
  } finally {
    expect((await request.delete(`/uppedicon/members/?id=${member.id}`, { headers: auth })).status()).toBe(
      204,
    )
  }
})
