// The built-in sandbox gateway served over real HTTP on a loopback port, with the site configured
// as for the bank (URL, merchant id, key): the payment client cannot tell them apart. A test may
// set `intercept` to answer in the gateway's place or to act around its answer.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SandboxGateway } from '@/lib/payments/sandbox'

export const SANDBOX_KEY = 'test-merchant-key'
const VARIABLES = ['PAYMENT_MODE', 'PAYMENT_GATEWAY_URL', 'PAYMENT_MERCHANT_ID', 'PAYMENT_SECRET_KEY']

export interface SandboxHarness {
  gateway: SandboxGateway
  /** (the request, its form fields, the gateway's own handling) => the answer to send */
  intercept?: (fields: Record<string, string>, pass: () => Promise<Response>) => Promise<Response>
  stop(): Promise<void>
}

export async function startSandboxGateway(): Promise<SandboxHarness> {
  const harness = {} as SandboxHarness
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = `http://127.0.0.1${req.url}`
    const body = Buffer.concat(chunks)
    const pass = () =>
      harness.gateway.handle(
        new Request(url, {
          method: req.method,
          headers: req.headers as HeadersInit,
          body: req.method === 'GET' ? undefined : body,
        }),
        new URL(url).pathname.replace(/^\/sandbox-gateway\//, ''),
      )
    const fields = /form/.test(req.headers['content-type'] ?? '')
      ? Object.fromEntries(new URLSearchParams(body.toString()))
      : {}
    const response = await (harness.intercept ? harness.intercept(fields, pass) : pass())
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox-gateway`
  harness.gateway = new SandboxGateway({ baseUrl: base, merchantId: 'T_TEST1', secretKey: SANDBOX_KEY })
  Object.assign(process.env, {
    PAYMENT_MODE: 'bank',
    PAYMENT_GATEWAY_URL: `${base}/pg/api`,
    PAYMENT_MERCHANT_ID: 'T_TEST1',
    PAYMENT_SECRET_KEY: SANDBOX_KEY,
  })
  harness.stop = async () => {
    for (const k of VARIABLES) delete process.env[k]
    await new Promise((r) => server.close(r))
  }
  return harness
}
