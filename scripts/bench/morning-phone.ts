// Helper of the morning bench (morning.ts): one delegate registering from a phone, and the
// organisers watching the console, as the browser would ask the site (through nginx).
//   `/`, its scripts and style sheets, `/register`; register; then either a bank transfer (a
//   share uploads the proof) or the card: initiate, the gateway's page, a status poll every 5 s
//   (lib/registrations/flow.ts) until the payer decides after 20–90 s, the gateway's return,
//   /payment; a share is declined first and pays again. Last, the mailed link to the delegate's
//   page (exchanged for the registration's cookie) and the page itself.
import type { Recorder } from './morning-record'
import { benchDelegate } from './registration'

export interface PhoneOptions {
  /** Seconds the payer takes on the gateway's page: uniform in [min, max]. */
  settle: [number, number]
  pollMs: number
  /** Shares of the delegates (0–1). */
  declineShare: number
  proofShare: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The same-origin scripts and style sheets a page names (what the phone loads next). */
export function assetsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]+src="(\/[^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g),
  ].filter((m) => !/\snomodule/.test(m[0]))
  return [...new Set(found.map((m) => m[1]))]
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

async function pages(rec: Recorder, base: string, headers: Record<string, string>) {
  const home = await rec.request('GET /', `${base}/`, { headers }, [200])
  const html = home ? await home.text() : ''
  await Promise.all(assetsOf(html).map((a) => rec.request('GET asset', base + a, { headers }, [200])))
  await rec.request('GET /register', `${base}/register`, { headers }, [200])
}

/** The payer's choice on the gateway's page, and the browser's return to the site with its answer. */
async function payerReturns(
  rec: Recorder,
  base: string,
  headers: Record<string, string>,
  sale: { redirectURI: string; tranCtx: string },
  decision: 'approve' | 'decline',
) {
  const form = new URLSearchParams({ tranCtx: sale.tranCtx, decision })
  const chosen = await rec.request(
    'gateway decision',
    sale.redirectURI,
    { method: 'POST', headers, body: form },
    [200],
  )
  const html = chosen ? await chosen.text() : ''
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) return
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]),
      unescape(m[2]),
    ]),
  )
  const back = await rec.request(
    'return',
    unescape(action),
    { method: 'POST', headers: { ...headers, accept: 'text/html' }, body: fields },
    [303],
  )
  const landing = back?.headers.get('location')
  if (landing) await rec.request('GET /payment', new URL(landing, base).href, { headers }, [200])
}

/** One card payment, from initiation to the return; answers whether it was approved. */
async function pay(
  rec: Recorder,
  base: string,
  headers: Record<string, string>,
  reg: { id: number; token: string },
  decision: 'approve' | 'decline',
  o: PhoneOptions,
) {
  const init = await rec.request(
    'initiate',
    `${base}/payment/initiatepayment/`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ participant_id: reg.id, participant_token: reg.token }),
    },
    [200],
  )
  if (!init) return false
  const sale = (await init.json()) as { redirectURI: string; tranCtx: string; merchantTxnNo: string }
  await rec.request('gateway page', `${sale.redirectURI}?tranCtx=${sale.tranCtx}`, { headers }, [200])
  const status = () =>
    rec.request(
      'status poll',
      `${base}/payment/transactionstatus/`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ merchantTxnNo: sale.merchantTxnNo }),
      },
      [200],
    )
  const [min, max] = o.settle
  const decideAt = performance.now() + (min + Math.random() * (max - min)) * 1000
  while (performance.now() + o.pollMs < decideAt) {
    await sleep(o.pollMs)
    await status()
  }
  await sleep(Math.max(0, decideAt - performance.now()))
  await payerReturns(rec, base, headers, sale, decision)
  await status() // the checkout's watcher learns the outcome
  return decision === 'approve'
}

async function proof(
  rec: Recorder,
  base: string,
  headers: Record<string, string>,
  reg: { id: number; token: string },
) {
  const form = new FormData()
  form.append('participant_id', String(reg.id))
  form.append('participant_token', reg.token)
  form.append('payment_option', 'neft_rtgs')
  form.append('transaction_id', `TXN${reg.id}`)
  form.append('transaction_date', new Date().toISOString().slice(0, 10))
  form.append('proof_of_payment', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png')
  await rec.request(
    'proof upload',
    `${base}/uppedicon/paymentdetails/`,
    { method: 'POST', headers, body: form },
    [201],
  )
}

/** Delegate `i` of run `run`, from the moment they open the announcement's link. */
export async function phone(rec: Recorder, base: string, run: string, i: number, o: PhoneOptions) {
  const { form, client } = benchDelegate(run, i, '6', 'morning')
  const headers: Record<string, string> = { ...client, 'accept-encoding': 'gzip' }
  await pages(rec, base, headers)
  const res = await rec.request(
    'register',
    `${base}/uppedicon/participants/`,
    { method: 'POST', headers, body: form },
    [201],
  )
  if (!res) return
  const reg = (await res.json()) as { id: number; token: string }
  if (Math.random() < o.proofShare) await proof(rec, base, headers, reg)
  else if (Math.random() < o.declineShare) {
    await pay(rec, base, headers, reg, 'decline', o)
    await pay(rec, base, headers, reg, 'approve', o)
  } else await pay(rec, base, headers, reg, 'approve', o)
  const link = await rec.request(
    'delegate link',
    `${base}/registration/${reg.id}?token=${reg.token}`,
    { headers },
    [303, 307],
  )
  // Without the link's cookie the page is not this phone's to see (a 404): the delegate would ask
  // for the link again rather than open the page.
  if (!link) return
  const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0]
  await rec.request(
    'delegate page',
    `${base}/registration/${reg.id}`,
    { headers: { ...headers, cookie } },
    [200],
  )
}

/** An organiser refreshing the console's figures and first page of registrations until `until()`. */
export async function organiser(
  rec: Recorder,
  base: string,
  token: string,
  everyMs: number,
  done: () => boolean,
) {
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.19.0.1' }
  while (!done()) {
    await rec.request('console stats', `${base}/adminpanel/stats/`, { headers }, [200])
    await rec.request('console list', `${base}/adminpanel/registrations/`, { headers }, [200])
    await sleep(everyMs)
  }
}
