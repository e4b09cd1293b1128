// POST /uppedicon/contactus/ (spec 7): the form's rules on the server, 201 and a stored message.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'

const valid = {
  name: 'Meera Tripathi',
  email: 'meera@example.org',
  mobile_number: '9876501234',
  message: 'Is there a PALS course this year?',
}

test.describe('POST /uppedicon/contactus/', () => {
  test('stores a valid message and answers 201, with and without the trailing slash', async ({
    request,
    server,
  }) => {
    for (const url of ['/uppedicon/contactus/', '/uppedicon/contactus']) {
      const message = `${valid.message} ${url} ${Date.now()}`
      const res = await request.post(url, { data: { ...valid, message }, maxRedirects: 0 })
      expect(res.status(), url).toBe(201)
      expect(await res.json()).toMatchObject({ id: expect.any(Number), ...valid, message })
      const rows = await sql(
        server,
        'SELECT name, email, mobile_number FROM contact_messages WHERE message = $1',
        [message],
      )
      expect(rows).toEqual([{ name: valid.name, email: valid.email, mobile_number: valid.mobile_number }])
    }
  })

  test('refuses each broken rule with a 400 naming the field', async ({ request, server }) => {
    const before = await sql<{ count: string }>(server, 'SELECT count(*) FROM contact_messages')
    const cases: [object, string, RegExp][] = [
      [{ ...valid, name: 'Meera 2' }, 'name', /Use letters, spaces, dots, hyphens and apostrophes only/],
      [{ ...valid, mobile_number: '98765abcde' }, 'mobile_number', /Only numbers are allowed/],
      [{ ...valid, mobile_number: '98765432101' }, 'mobile_number', /10-digit/],
      [{ ...valid, email: 'meera' }, 'email', /e-mail/i],
      [{ ...valid, message: ' ' }, 'message', /required/],
      [{ name: valid.name, email: valid.email, mobile_number: valid.mobile_number }, 'message', /required/],
      [{ ...valid, name: 42 }, 'name', /.+/],
    ]
    for (const [body, field, message] of cases) {
      const res = await request.post('/uppedicon/contactus/', { data: body })
      expect(res.status(), JSON.stringify(body)).toBe(400)
      const json = await res.json()
      expect(json.detail).toMatch(message)
      expect(json.error).toBe(json.detail)
      expect(Object.keys(json.fields)).toContain(field)
    }
    expect(await sql(server, 'SELECT count(*) FROM contact_messages')).toEqual(before)
  })

  test('malformed, missing and oversized bodies get clear JSON errors', async ({ request }) => {
    const malformed = await request.post('/uppedicon/contactus/', {
      data: Buffer.from('{"name": '),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status()).toBe(400)
    expect((await malformed.json()).detail).toBe('The request body is not valid JSON.')
    const empty = await request.post('/uppedicon/contactus/', {
      headers: { 'Content-Type': 'application/json' },
    })
    expect(empty.status()).toBe(400)
    expect((await empty.json()).detail).toBe('A JSON body is required.')
    const notObject = await request.post('/uppedicon/contactus/', {
      data: Buffer.from('[1,2]'),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notObject.status()).toBe(400)
    const huge = await request.post('/uppedicon/contactus/', {
      data: { ...valid, message: 'x'.repeat(40_000) },
    })
    expect(huge.status()).toBe(413)
    expect((await huge.json()).detail).toBe('The request is too large.')
  })

  test('GET is not allowed', async ({ request }) => {
    const res = await request.get('/uppedicon/contactus/')
    expect(res.status()).toBe(405)
  })
})
