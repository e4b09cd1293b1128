// The built-in sandbox gateway served over real HTTP on a loopback port, with the site configured
// as for the bank (PAYMENT_MODE=payphi: URL, merchant id, key): the payment client cannot tell them
// apart. `sandboxMode()` switches the site to PAYMENT_MODE=sandbox with this server as its
// sandbox (its own merchant id and key). A test may set `intercept` to answer in the gateway's
// place or to act around its answer.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sandboxPayphiConfig } from '@/lib/payments/sandbox/config'
import { SandboxGateway } from '@/lib/payments/sandbox/gateway'

export const SANDBOX_KEY = 'test-merchant-key'
const VARIABLES = ['PAYMENT_MODE', 'PAYMENT_GATEWAY_URL', 'PAYMENT_MERCHANT_ID', 'PAYMENT_SECRET_KEY']

export interface SandboxHarness {
  gateway: SandboxGateway
  /** (the request, its form fields, the gateway's own handling) => the answer to send */
  intercept?: (fields: Record<string, string>, pass: () => Promise<Response>) => Promise<Response>
  /** The site in sandbox mode, this server its sandbox (same transactions); answers the way back. */
  sandboxMode(): () => void
  stop(): Promise<void>
}

/** One request to a gateway served over HTTP: its form fields, and a fresh Request of it to answer. */
export interface GatewayAsk {
  fields: Record<string, string>
  subpath: string
  request(): Request
}

/** A gateway on node:http (under /sandbox-gateway/), each request answered by `answer`. */
export function gatewayServer(answer: (ask: GatewayAsk) => Promise<Response>): http.Server {
  return http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = `http://127.0.0.1${req.url}`
    const body = Buffer.concat(chunks)
    const response = await answer({
      fields: /form/.test(req.headers['content-type'] ?? '')
        ? Object.fromEntries(new URLSearchParams(body.toString()))
        : {},
      subpath: new URL(url).pathname.replace(/^\/sandbox-gateway\//, ''),
      request: () =>
        new Request(url, {
          method: req.method,
          headers: req.headers as HeadersInit,
          body: req.method === 'GET' ? undefined : body,
        }),
    })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
}

export async function startSandboxGateway(): Promise<SandboxHarness> {
  const harness = {} as SandboxHarness
  const server = gatewayServer(({ fields, subpath, request }) => {
    const pass = () => harness.gateway.handle(request(), subpath)
    return harness.intercept ? harness.intercept(fields, pass) : pass()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox-gateway`
  harness.gateway = new SandboxGateway({ baseUrl: base, merchantId: 'T_TEST1', secretKey: SANDBOX_KEY })
  Object.assign(process.env, {
    PAYMENT_MODE: 'payphi',
    PAYMENT_GATEWAY_URL: `${base}/pg/api`,
    PAYMENT_MERCHANT_ID: 'T_TEST1',
    PAYMENT_SECRET_KEY: SANDBOX_KEY,
  })
  harness.sandboxMode = () => {
    const before = { mode: process.env.PAYMENT_MODE, site: process.env.SITE_URL, gateway: harness.gateway }
    Object.assign(process.env, { PAYMENT_MODE: 'sandbox', SITE_URL: new URL(base).origin })
    const cfg = sandboxPayphiConfig()
    harness.gateway = new SandboxGateway(
      { baseUrl: base, merchantId: cfg.merchantId, secretKey: cfg.secretKey },
      before.gateway.store,
    )
    return () => {
      process.env.PAYMENT_MODE = before.mode
      if (before.site === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = before.site
      harness.gateway = before.gateway
    }
  }
  harness.stop = async () => {
    for (const k of VARIABLES) delete process.env[k]
    await new Promise((r) => server.close(r))
  }
  return harness
}
