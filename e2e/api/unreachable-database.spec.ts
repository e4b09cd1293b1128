// With the database gone, /healthz says 503 and data reads answer a JSON 503, never a stack
// trace. Runs the e2e build on a port of its own with a database address nothing listens on.
import { expect, test } from '../support/fixtures'
import { E2E_DIST, SPARE_PORT } from '../support/servers'
import { startSpareServer } from '../support/spare-server'

const PORT = SPARE_PORT
let stop: (() => void) | undefined

test.describe('when the database is unreachable', () => {
  test.skip(
    ({ server }) => server !== 'embedded',
    'one run is enough: it does not depend on the database kind',
  )

  test.beforeAll(async () => {
    ;({ stop } = await startSpareServer(PORT, {
      NEXT_DIST_DIR: E2E_DIST,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none',
      PAYMENT_MODE: 'sandbox',
      UPLOAD_DIR: '/nonexistent',
    }))
  })
  test.afterAll(() => stop?.())

  test('the health check answers 503 and reads answer a JSON 503', async ({ request }) => {
    const health = await request.get(`http://127.0.0.1:${PORT}/healthz`)
    expect(health.status()).toBe(503)
    expect((await health.json()).status).toBe('unavailable')
    // A request that must reach the database (dynamic: it depends on the query string).
    const res = await request.get(`http://127.0.0.1:${PORT}/uppedicon/event/?date=2031-01-01`)
    expect(res.status()).toBe(503)
    const body = await res.json()
    expect(body.error).toMatch(/temporarily unavailable/)
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i)
  })
})
