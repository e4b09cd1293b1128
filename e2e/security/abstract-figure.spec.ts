// An abstract's figure is its submitter's and the organisers' only. Another submitter's cookie and
// an anonymous request read nothing of it (404, 401), nor replace or remove it; the organisers read
// it with their session; every answer says `private, no-store`. An upload that is not a JPEG, PNG
// or WebP image, one over 5 MB, and a decompression bomb (a tiny PNG declaring 2.5 gigapixels) are
// refused with a 4xx and keep nothing.
import type { APIRequestContext } from '@playwright/test'
import { jpegWithExif, pngBomb } from '../../test/images'
import { bearer, createAdmin, signIn } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import type { ServerName } from '../support/servers'

/** A submitter whose link's cookie their client holds, with a draft abstract of their own. */
async function submitter(api: APIRequestContext, server: ServerName, label: string) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`
  expect((await api.post('/uppedicon/abstracts/link/', { data: { email } })).status()).toBe(202)
  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('call for abstracts') })
  const link = new URL(/https?:\/\/\S+\/abstracts\/mine\?token=[\w.-]+/.exec(mail.text)![0])
  expect((await api.get(`${link.pathname}${link.search}`)).status()).toBe(200)
  const [row] = await sql<{ id: number }>(
    server,
    `INSERT INTO abstracts (edition_id, email, title, updated_at)
     SELECT edition_id, $1, 'Figure test', now() FROM current_edition RETURNING id`,
    [email],
  )
  return { email, id: row.id, figure: `/abstracts/mine/${row.id}/figure` }
}

const upload = (api: APIRequestContext, path: string, name: string, mimeType: string, buffer: Buffer) =>
  api.put(path, { multipart: { figure: { name, mimeType, buffer } } })

const figureKeyOf = async (server: ServerName, id: number) =>
  (
    await sql<{ figure_key: string | null }>(server, 'SELECT figure_key FROM abstracts WHERE id = $1', [id])
  )[0].figure_key

test('another submitter and an anonymous request cannot read, replace or remove a figure; organisers can read it', async ({
  client,
  server,
}) => {
  const ownerApi = await client()
  const otherApi = await client()
  const anonymous = await client()
  const owner = await submitter(ownerApi, server, 'sec-figure-owner')
  await submitter(otherApi, server, 'sec-figure-other')

  const put = await upload(ownerApi, owner.figure, 'chart.jpg', 'image/jpeg', await jpegWithExif(900, 600))
  expect(put.status(), await put.text()).toBe(200)
  expect(put.headers()['cache-control']).toBe('private, no-store')
  expect(((await put.json()) as { figure: { width: number } }).figure.width).toBe(900)
  const own = await ownerApi.get(owner.figure)
  expect(own.status()).toBe(200)
  expect(own.headers()['content-type']).toBe('image/webp')
  expect(own.headers()['cache-control']).toBe('private, no-store')
  const bytes = await own.body()

  // Another submitter's cookie: as if it did not exist. No cookie at all: 401.
  for (const [api, status] of [
    [otherApi, 404],
    [anonymous, 401],
  ] as const) {
    const read = await api.get(owner.figure)
    expect(read.status()).toBe(status)
    expect(read.headers()['cache-control']).toBe('private, no-store')
    expect((await read.body()).includes(bytes.subarray(0, 64))).toBe(false)
    expect(
      (await upload(api, owner.figure, 'x.jpg', 'image/jpeg', await jpegWithExif(10, 10))).status(),
    ).toBe(status)
    expect((await api.delete(owner.figure)).status()).toBe(status)
  }
  // Nor from the console's address without an organiser's session.
  expect((await anonymous.get(`/adminpanel/abstracts/${owner.id}/figure/`)).status()).toBe(401)
  expect((await otherApi.get(`/adminpanel/abstracts/${owner.id}/figure/`)).status()).toBe(401)
  const admin = await createAdmin(server, 'sec-figure')
  const organiser = await client()
  const token = await signIn(organiser, admin)
  const read = await organiser.get(`/adminpanel/abstracts/${owner.id}/figure/`, { headers: bearer(token) })
  expect(read.status()).toBe(200)
  expect(read.headers()['cache-control']).toBe('private, no-store')
  expect(Buffer.compare(await read.body(), bytes)).toBe(0)
  // Still the owner's figure, unchanged.
  expect(Buffer.compare(await (await ownerApi.get(owner.figure)).body(), bytes)).toBe(0)
})

test('an upload that is not an image, too big, or a decompression bomb is refused with a 4xx and keeps nothing', async ({
  client,
  server,
}) => {
  const api = await client()
  const me = await submitter(api, server, 'sec-figure-uploads')
  const refusals: [string, string, Buffer, number, string][] = [
    [
      'paper.jpg',
      'image/jpeg',
      Buffer.from('%PDF-1.4 this is a paper, not a figure'),
      415,
      'The figure must be a JPEG, PNG or WebP image.',
    ],
    [
      'page.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      415,
      'The figure must be a JPEG, PNG or WebP image.',
    ],
    [
      'big.jpg',
      'image/jpeg',
      Buffer.concat([await jpegWithExif(64, 64), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      413,
      'The figure is too large: 5 MB at most.',
    ],
    ['bomb.png', 'image/png', pngBomb(), 413, 'The image is too large: 40 megapixels at most.'],
  ]
  for (const [name, type, buffer, status, message] of refusals) {
    const res = await upload(api, me.figure, name, type, buffer)
    expect(res.status(), name).toBe(status)
    expect(((await res.json()) as { error: string }).error, name).toBe(message)
  }
  expect((await api.put(me.figure, { multipart: { other: 'no file' } })).status()).toBe(400)
  expect(await figureKeyOf(server, me.id)).toBeNull()
  expect((await api.get(me.figure)).status()).toBe(404)
})
