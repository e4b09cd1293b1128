// The cache handlers against the real Redis (127.0.0.1:6379, or REDIS_URL), each test under a
// key prefix of its own. Two clients stand for two server instances: what one stores or expires
// is what the other reads at once.
import { randomUUID } from 'node:crypto'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createPageCache, deserialise, serialise } from './pages.mjs'
import { requestScope } from './request-scope.mjs'
import { createRedisCacheHandler } from './use-cache.mjs'

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const clients: Redis[] = []

function twoInstances() {
  const keyPrefix = `uppedicon-test-${randomUUID()}:`
  const a = new Redis(url, { keyPrefix })
  const b = new Redis(url, { keyPrefix })
  clients.push(a, b)
  return { a, b, keyPrefix }
}

afterAll(async () => {
  const cleaner = new Redis(url)
  for (const client of clients) {
    const prefix = client.options.keyPrefix as string
    const keys = await cleaner.keys(`${prefix}*`)
    if (keys.length) await cleaner.del(...keys)
  }
  await cleaner.quit()
  await Promise.all(clients.map((c) => c.quit()))
})

const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text))
      c.close()
    },
  })

async function text(s: ReadableStream<Uint8Array>) {
  return new Response(s).text()
}

function entry(value: string, tags: string[], timestamp = Date.now()) {
  return { value: stream(value), tags, stale: 300, timestamp, expire: 3600, revalidate: 900 }
}

describe("'use cache' handler on Redis", () => {
  it('serves on instance B what instance A stored, and an expired tag hides it from both', async () => {
    const { a, b } = twoInstances()
    const onA = createRedisCacheHandler(a)
    const onB = createRedisCacheHandler(b)
    await onA.set('members-list', Promise.resolve(entry('["Dr A"]', ['members'])))
    const got = await onB.get('members-list', [])
    expect(got && (await text(got.value))).toBe('["Dr A"]')
    expect(got?.tags).toEqual(['members'])

    await new Promise((r) => setTimeout(r, 5))
    await onA.updateTags(['members'], { expire: 0 })
    expect(await onB.get('members-list', [])).toBeUndefined()
    expect(await onA.get('members-list', [])).toBeUndefined()
    expect(await onB.getExpiration(['members'])).toBeGreaterThan(0)
    expect(await onB.getExpiration(['events'])).toBe(0)

    // An entry rendered after the write is served again.
    await onB.set('members-list', Promise.resolve(entry('["Dr B"]', ['members'], Date.now() + 1)))
    const fresh = await onA.get('members-list', [])
    expect(fresh && (await text(fresh.value))).toBe('["Dr B"]')
  })

  it('does not store dynamic (expire 0) entries, and a get waits for a pending set', async () => {
    const { a } = twoInstances()
    const handler = createRedisCacheHandler(a)
    await handler.set('dynamic', Promise.resolve({ ...entry('x', []), expire: 0 }))
    expect(await handler.get('dynamic', [])).toBeUndefined()
    let resolve: (e: ReturnType<typeof entry>) => void = () => {}
    const setting = handler.set('slow', new Promise((r) => (resolve = r)))
    const getting = handler.get('slow', [])
    resolve(entry('slow value', []))
    await setting
    const got = await getting
    expect(got && (await text(got.value))).toBe('slow value')
  })

  it('answers a miss, not an error, when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    })
    down.on('error', () => {})
    const handler = createRedisCacheHandler(down)
    expect(await handler.get('anything', [])).toBeUndefined()
    expect(await handler.getExpiration(['members'])).toBeGreaterThan(0)
    down.disconnect()
  })
})

describe('page cache on Redis', () => {
  const page = (html: string, tags: string) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  })

  /** Two instances' page caches of one build, on one Redis. */
  function twoPageCaches() {
    const { a, b } = twoInstances()
    return {
      a,
      b,
      onA: createPageCache({ redis: a, namespace: 'build-1' }),
      onB: createPageCache({ redis: b, namespace: 'build-1' }),
    }
  }

  /** Kept until a tag expires it. */
  const FOREVER = { cacheControl: { revalidate: false, expire: undefined } }

  /** A page's shell: its request-dependent parts postponed. */
  const shellOf = (html: string, tags: string) => ({ ...page(html, tags), postponed: '{"resume":"state"}' })

  it('keeps Buffers and Maps through serialisation', () => {
    const back = deserialise(serialise({ value: page('<p>x</p>', 'a') }))
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect(back.value.rscData.toString()).toBe('rsc:<p>x</p>')
    expect(back.value.segmentData.get('/_tree').toString()).toBe('tree')
  })

  it("serves instance A's page on B until a tag of it is expired on either", async () => {
    const { a, b } = twoInstances()
    const onA = createPageCache({ redis: a, namespace: 'build-1' })
    const onB = createPageCache({ redis: b, namespace: 'build-1' })
    const otherBuild = createPageCache({ redis: b, namespace: 'build-2' })
    await onA.set('/about', page('<h1>About</h1>', 'members,_N_T_/about'), {
      cacheControl: { revalidate: false, expire: undefined },
    })
    const got = await onB.get('/about', {})
    expect(got?.value.html).toBe('<h1>About</h1>')
    expect(got?.value.rscData.toString()).toBe('rsc:<h1>About</h1>')
    expect(await otherBuild.get('/about', {})).toBeNull()

    await new Promise((r) => setTimeout(r, 5))
    await onB.revalidateTag('members', { expire: 0 })
    expect(await onA.get('/about', {})).toBeNull()
  })

  it('serves no shell to a form posted without its script, nor keeps one from it', async () => {
    const { onA, onB } = twoPageCaches()
    const control = FOREVER
    const shell = (html: string) => shellOf(html, 'abstracts')
    const signedIn = (reads: boolean) => ({ privacy: 'private', secrets: () => ['session'], reads })
    // The call editor's shell, rendered for a signed-in organiser's GET: kept, and serves the next GET.
    await requestScope.run(signedIn(true), () =>
      onA.set('/admin/abstracts/call', shell('<form>6 rows</form>'), control),
    )
    expect(
      (await requestScope.run(signedIn(true), () => onB.get('/admin/abstracts/call', {})))?.value.html,
    ).toBe('<form>6 rows</form>')
    // "Add a topic" posted without JavaScript renders with the action's result: no shell for it.
    expect(await requestScope.run(signedIn(false), () => onB.get('/admin/abstracts/call', {}))).toBeNull()
    // And what that POST rendered is not kept for others.
    await requestScope.run(signedIn(false), () =>
      onA.set('/admin/abstracts/call', shell('<form>7 rows</form>'), control),
    )
    expect(
      (await requestScope.run(signedIn(true), () => onB.get('/admin/abstracts/call', {})))?.value.html,
    ).toBe('<form>6 rows</form>')
  })

  it('parses an entry once per write in each instance: its copy serves until any instance writes again', async () => {
    const { b, onA, onB } = twoPageCaches()
    const control = FOREVER
    await onA.set('/', page('<h1>First</h1>', 'home'), control)
    const first = await onB.get('/', {})
    expect(first?.value.html).toBe('<h1>First</h1>')
    // The same write: B's parsed copy, not another parse of the stored text.
    expect(await onB.get('/', {})).toBe(first)
    // A writes again (a new rendering, the same bytes or not): B reads and parses the new entry.
    await onA.set('/', page('<h1>Second</h1>', 'home'), control)
    const second = await onB.get('/', {})
    expect(second).not.toBe(first)
    expect(second?.value.html).toBe('<h1>Second</h1>')
    expect(await onB.get('/', {})).toBe(second)
    // An entry stored without a stamp (by a build before stamps) is still read, parsed each time.
    await b.set(
      'page:build-1:/old',
      serialise({ lastModified: Date.now(), value: page('<p>old</p>', 'home') }),
    )
    expect((await onB.get('/old', {}))?.value.html).toBe('<p>old</p>')
    // Without Redis (one process), the same.
    const alone = createPageCache({ redis: null, namespace: 'build-1' })
    await alone.set('/', page('<h1>Alone</h1>', 'home'), control)
    const held = await alone.get('/', {})
    expect(await alone.get('/', {})).toBe(held)
    await alone.set('/', page('<h1>Alone again</h1>', 'home'), control)
    expect((await alone.get('/', {}))?.value.html).toBe('<h1>Alone again</h1>')
  })

  it('stores only what a shared request rendered, and answers a private request with nothing stored', async () => {
    const { onA, onB } = twoPageCaches()
    const control = FOREVER
    // Rendered for a request with a query string, a cookie or a secret: kept by no instance.
    for (const privacy of ['query', 'personal', 'private'])
      await requestScope.run({ privacy }, () =>
        onA.set('/refund', page(`<p>${privacy}</p>`, 'texts'), control),
      )
    expect(await onB.get('/refund', {})).toBeNull()
    await requestScope.run({ privacy: 'shared' }, () =>
      onA.set('/refund', page('<p>shared</p>', 'texts'), control),
    )
    expect((await onB.get('/refund', {}))?.value.html).toBe('<p>shared</p>')
    // Any request but a private one is answered from it.
    for (const privacy of ['shared', 'query', 'personal'])
      expect((await requestScope.run({ privacy }, () => onB.get('/refund', {})))?.value.html).toBe(
        '<p>shared</p>',
      )
    expect(await requestScope.run({ privacy: 'private' }, () => onB.get('/refund', {}))).toBeNull()
  })

  it("keeps a page's shell whatever request rendered it, unless it holds that request's secrets, and serves it to any request", async () => {
    const { onA, onB } = twoPageCaches()
    const control = FOREVER
    const shell = (html: string) => shellOf(html, 'editions')
    const asked = (privacy: string, secrets: string[]) => ({ privacy, secrets: () => secrets })
    // The shell of a delegate's page, rendered for the delegate (their cookie postponed): kept.
    await requestScope.run(asked('private', ['registration-token']), () =>
      onA.set('/registration/[id]', shell('<main>Your registration</main>'), control),
    )
    // The delegate asks for it with their cookie, another with a query, a stranger with nothing.
    for (const privacy of ['private', 'personal', 'shared'])
      expect((await requestScope.run({ privacy }, () => onB.get('/registration/[id]', {})))?.value.html).toBe(
        '<main>Your registration</main>',
      )
    // A shell that holds the request's query value, cookie or credential, even address-encoded or
    // in its RSC payload or a segment, is kept by no instance.
    const leaking: [string, ReturnType<typeof shell>][] = [
      ['tok-en/1', shell('<a href="/x?t=tok-en%2F1">')],
      ['cookie-value', { ...shell('<p>x</p>'), rscData: Buffer.from('["cookie-value"]') }],
      [
        'session.jwt',
        { ...shell('<p>x</p>'), segmentData: new Map([['/_head', Buffer.from('session.jwt')]]) },
      ],
    ]
    for (const [secret, rendered] of leaking)
      await requestScope.run(asked('private', [secret]), () => onA.set(`/leak-${secret}`, rendered, control))
    for (const [secret] of leaking) expect(await onB.get(`/leak-${secret}`, {})).toBeNull()
    // A whole page (nothing postponed) is still kept only from a shared request, and never
    // answers a private one.
    await requestScope.run(asked('personal', []), () =>
      onA.set('/about', page('<p>mine</p>', 'texts'), control),
    )
    expect(await onB.get('/about', {})).toBeNull()
    await onA.set('/about', page('<p>about</p>', 'texts'), control)
    expect(await requestScope.run({ privacy: 'private' }, () => onB.get('/about', {}))).toBeNull()
  })

  // What Next renders for the gateway's return (/payment?txn=…): the page's shell, its query
  // postponed, but its RSC payload's first row naming the request's address, query included.
  const paymentShell = (address: string) => ({
    kind: 'APP_PAGE',
    html: '<main>Checking your payment…</main>',
    rscData: Buffer.from(`0:{"c":["","${address}"],"q":"${address.replace(/^[^?]*/, '')}"}`),
    headers: { 'x-next-cache-tags': 'editions' },
    postponed: '{"resume":"state"}',
    status: 200,
  })
  it("renders a shell refused for its request's secrets again from the plain path, once in a while, and that shell serves the next requests", async () => {
    const { onA, onB } = twoPageCaches()
    const control = FOREVER
    let plainRenders = 0
    const gatewayReturn = (txn: string) => ({
      privacy: 'query',
      secrets: () => [txn],
      reads: true,
      plainly: () => plainRenders++,
    })
    for (const txn of ['UP2612071935ABC', 'UP2612071936DEF'])
      await requestScope.run(gatewayReturn(txn), () =>
        onA.set('/payment', paymentShell(`payment?txn=${txn}`), control),
      )
    // Neither return's shell is kept; a plain rendering is asked for once, not for every return.
    expect(await onB.get('/payment', {})).toBeNull()
    expect(plainRenders).toBe(1)
    // The plain request (the path alone: shared) renders a shell holding nobody's number: kept, and
    // it serves the next return.
    await requestScope.run({ privacy: 'shared' }, () => onA.set('/payment', paymentShell('payment'), control))
    const served = await requestScope.run(gatewayReturn('UP2612071937GHI'), () => onB.get('/payment', {}))
    expect(served?.value.rscData.toString()).toBe('0:{"c":["","payment"],"q":""}')
    // A posted form's rendering is refused, as every rendering of one is, without a plain one.
    await requestScope.run({ ...gatewayReturn('UP2612071938JKL'), reads: false }, () =>
      onB.set('/other', paymentShell('other?txn=UP2612071938JKL'), control),
    )
    expect(plainRenders).toBe(1)
  })
})

describe('page cache: a rendering is as old as the read that began it', () => {
  const page = (html: string) => ({
    kind: 'APP_PAGE',
    html,
    headers: { 'x-next-cache-tags': 'faqs' },
    status: 200,
  })
  const tick = () => new Promise((r) => setTimeout(r, 5))

  for (const kind of ['Redis', 'memory'] as const) {
    it(`on ${kind}: a rendering begun before an edit's invalidation and stored after it is a miss`, async () => {
      const onA = createPageCache({ redis: kind === 'Redis' ? twoInstances().a : null, namespace: 'b' })
      const key = `/race-${randomUUID()}`
      const control = { cacheControl: { revalidate: false, expire: undefined } }
      // The home page misses; its rendering reads the FAQs, then the organiser's edit expires them.
      expect(await onA.get(key, {})).toBeNull()
      await tick()
      await onA.revalidateTag('faqs', { expire: 0 })
      await tick()
      await onA.set(key, page('<p>before the edit</p>'), control)
      expect(await onA.get(key, {})).toBeNull()
      // The rendering that miss began reads the edited FAQs: it is kept.
      await tick()
      await onA.set(key, page('<p>after the edit</p>'), control)
      expect((await onA.get(key, {}))?.value.html).toBe('<p>after the edit</p>')
    })
  }

  it('a rendering begun by a read that found the page due for revalidation is dated from that read', async () => {
    const { a, b } = twoInstances()
    const onA = createPageCache({ redis: a, namespace: 'b' })
    const onB = createPageCache({ redis: b, namespace: 'b' })
    const control = { cacheControl: { revalidate: 0, expire: undefined } }
    await onA.set('/', page('<p>first</p>'), control)
    await tick()
    // Served (stale) while Next renders it again in the background; the edit comes meanwhile.
    expect((await onA.get('/', {}))?.value.html).toBe('<p>first</p>')
    await tick()
    await onB.revalidateTag('faqs', { expire: 0 })
    await tick()
    await onA.set('/', page('<p>second, read before the edit</p>'), control)
    expect(await onB.get('/', {})).toBeNull()
  })
})
