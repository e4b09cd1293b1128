// Behind a balancer an instance is reached at an internal address, under whatever Host the
// balancer sends: every redirect it answers goes to the site's public address (SITE_URL), never
// to the address or Host the request came in with. A second server on the site's build, database
// and keys plays that instance: its SITE_URL is the site's other host name (127.0.0.1, where the
// sandbox gateway it asks about payments answers), and the requests carry an internal Host.
import { expect, test } from '../support/fixtures'
import { initiate, payerChooses, register, uniqueDelegate } from '../support/registration'
import { SERVERS, SPARE_PORT } from '../support/servers'
import { siblingEnv, startSpareServer } from '../support/spare-server'

let instance = ''
let publicUrl = ''
let stop: (() => void) | undefined
const INTERNAL_HOST = 'instance-b.internal:3501'

test.beforeAll(async ({ server }) => {
  // Spare ports of this spec's own.
  const port = SPARE_PORT + (server === 'embedded' ? 7 : 8)
  publicUrl = `http://127.0.0.1:${SERVERS[server].port}`
  ;({ url: instance, stop } = await startSpareServer(port, siblingEnv(server, port, { SITE_URL: publicUrl })))
})
test.afterAll(() => stop?.())

const at = (path: string) => `${instance}${path}`
const internal = { host: INTERNAL_HOST }

test('the bank’s return, approved or unverifiable, redirects to the public address', async ({ request }) => {
  const reg = await register(request, uniqueDelegate('redirect'))
  const sale = await initiate(request, reg)
  const { fields } = await payerChooses(request, sale, 'approve')
  const back = await request.post(at('/payment-callback'), {
    form: fields,
    headers: { ...internal, accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(back.status()).toBe(303)
  expect(back.headers().location).toBe(`${publicUrl}/payment?txn=${sale.merchantTxnNo}`)

  const forged = await request.post(at('/payment-callback'), {
    form: { ...fields, amount: '1.00' },
    headers: { ...internal, accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(forged.headers().location).toBe(`${publicUrl}/payment?error=unverified`)
  const opened = await request.get(at('/payment-callback'), { headers: internal, maxRedirects: 0 })
  expect(opened.headers().location).toBe(`${publicUrl}/`)
  const kit = await request.get(at('/payment/msreturn?paymentResponse=garbage'), {
    headers: internal,
    maxRedirects: 0,
  })
  expect(kit.headers().location).toBe(`${publicUrl}/payment?error=unverified`)
})

test('the console’s sign-in and the page aliases redirect to the public address', async ({ request }) => {
  const guarded = await request.get(at('/admin/dashboard'), { headers: internal, maxRedirects: 0 })
  expect(guarded.status()).toBeGreaterThanOrEqual(300)
  expect(guarded.headers().location).toBe(`${publicUrl}/admin`)
  const alias = await request.get(at('/About?page=2'), { headers: internal, maxRedirects: 0 })
  expect(alias.status()).toBe(308)
  expect(alias.headers().location).toBe(`${publicUrl}/about?page=2`)
})
