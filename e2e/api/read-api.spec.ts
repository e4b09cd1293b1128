// The documented public read API (spec section 7, "Public reads") on both databases.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { currentEdition } from '../support/site'

const withAndWithoutSlash = (path: string) => {
  const [p, q] = path.split('?')
  const base = p.replace(/\/$/, '')
  return [`${base}/${q ? `?${q}` : ''}`, `${base}${q ? `?${q}` : ''}`]
}

test.describe('public read API', () => {
  for (const designation of ['president', 'secretary', 'treasurer', 'member']) {
    test(`members of designation ${designation}, with and without the trailing slash`, async ({
      request,
    }) => {
      for (const url of withAndWithoutSlash(`/uppedicon/members/?designation=${designation}`)) {
        const res = await request.get(url, { maxRedirects: 0 })
        expect(res.status(), url).toBe(200)
        const members = await res.json()
        expect(members.length).toBeGreaterThan(0)
        for (const m of members) {
          expect(Object.keys(m).sort()).toEqual([
            'association',
            'degree',
            'description',
            'designation',
            'id',
            'name',
            'picture',
          ])
          expect(m.designation).toBe(designation)
        }
      }
    })
  }

  test('an unknown designation is a 400 with a JSON error', async ({ request }) => {
    const res = await request.get('/uppedicon/members/?designation=chairman')
    expect(res.status()).toBe(400)
    const body = await res.json()
    expect(body.error).toContain('designation')
    expect(body.detail).toBe(body.error)
  })

  test('the conference event carries every field of the spec', async ({ request }) => {
    for (const url of withAndWithoutSlash('/uppedicon/uppedicon/')) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      const c = await res.json()
      expect(Object.keys(c).sort()).toEqual(
        [
          'additional_description',
          'address',
          'date',
          'day',
          'description',
          'email',
          'event_picture',
          'id',
          'mobile_number',
          'name',
          'organizer',
          'pedicon_picture',
          'time',
          'title',
          'venue',
        ].sort(),
      )
      // The demo's conference is the current edition's.
      const { edition } = await currentEdition(request)
      expect(c).toMatchObject({ name: edition.name, date: edition.starts_on })
      expect(c.time).toMatch(/^\d{2}:\d{2}(:\d{2})?$/)
    }
  })

  test('both galleries answer {id, images, title} items with pictures that load', async ({ request }) => {
    for (const [path, count] of [
      ['/uppedicon/gallery/', 12],
      ['/uppedicon/gkpgallery/', 8],
    ] as const) {
      for (const url of withAndWithoutSlash(path)) {
        const res = await request.get(url, { maxRedirects: 0 })
        expect(res.status()).toBe(200)
        const items = await res.json()
        // At least the demo pictures: the admin write specs add and remove pictures on the same site meanwhile.
        expect(items.length).toBeGreaterThanOrEqual(count)
        expect(Object.keys(items[0]).sort()).toEqual(['id', 'images', 'title'])
      }
    }
    const [item] = await (await request.get('/uppedicon/gallery/')).json()
    const picture = await request.get(item.images)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/webp')
    expect(picture.headers()['x-content-type-options']).toBe('nosniff')
    expect(picture.headers()['cache-control']).toContain('immutable')
    expect((await picture.body()).subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  test('events: the list, the next one from a date, 404 when none, 400 for a malformed date', async ({
    request,
    server,
  }) => {
    for (const url of withAndWithoutSlash('/uppedicon/event/')) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      expect((await res.json()).length).toBeGreaterThanOrEqual(3)
    }
    const [first] = await sql<{ date: string }>(
      server,
      "SELECT to_char(min(date), 'YYYY-MM-DD') AS date FROM events",
    )
    const next = await request.get(`/uppedicon/event/?date=${first.date}`)
    expect(next.status()).toBe(200)
    expect((await next.json()).date).toBe(first.date)
    for (const url of withAndWithoutSlash('/uppedicon/event/?date=2999-12-31')) {
      const none = await request.get(url)
      expect(none.status()).toBe(404)
      expect(await none.json()).toMatchObject({ detail: 'No upcoming events found.' })
    }
    for (const bad of ['2025-13-01', '2025-02-30', '28-11-2025', 'tomorrow', "2025-01-01'--"]) {
      const res = await request.get(`/uppedicon/event/?date=${encodeURIComponent(bad)}`)
      expect(res.status(), bad).toBe(400)
      expect((await res.json()).error).toBeTruthy()
    }
  })

  test('themes and contact details with the field names of the spec', async ({ request }) => {
    for (const url of withAndWithoutSlash('/uppedicon/theme/')) {
      const themes = await (await request.get(url, { maxRedirects: 0 })).json()
      // At least the demo themes: the admin write specs add and remove themes on the same site meanwhile.
      expect(themes.length).toBeGreaterThanOrEqual(4)
      expect(Object.keys(themes[0]).sort()).toEqual(['description', 'id', 'image', 'name'])
    }
    for (const url of withAndWithoutSlash('/uppedicon/getintouch/')) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      const details = await res.json()
      expect(Array.isArray(details)).toBe(true)
      expect(Object.keys(details[0]).sort()).toEqual([
        'WhatsappNumber',
        'email',
        'id',
        'location',
        'mobile_number',
      ])
    }
  })

  test('health check answers ok while the database answers', async ({ request }) => {
    for (const url of ['/healthz', '/healthz/']) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok' })
    }
  })

  test('uploads cannot be read outside their folder or from private folders', async ({ request }) => {
    for (const path of [
      '/uploads/../package.json',
      '/uploads/members/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/private/lop/x.pdf',
      '/uploads/members/missing_1x1.webp',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      expect(await res.text()).not.toContain('"name": "up-pedicon"')
    }
  })

  test('responses carry the security headers and no framework version or stack trace', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/uppedicon/members/?designation=president',
      '/uppedicon/members/?designation=nope',
      '/no-such-page',
    ]) {
      const res = await request.get(path)
      const h = res.headers()
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(h['content-security-policy']).not.toContain('nonce-')
      expect(h['referrer-policy']).toBeTruthy()
      expect(h['permissions-policy']).toContain('camera=()')
      expect(h['strict-transport-security']).toContain('max-age=')
      expect(h['x-powered-by']).toBeUndefined()
      expect(await res.text()).not.toMatch(/at .+\.(js|ts):\d+:\d+/)
    }
  })
})
