import type { NextRequest } from 'next/server'
import { ApiError } from '@/lib/api/errors'
import { readText } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { env } from '@/lib/env'
import { gatewayConfig, SANDBOX_PATH } from '@/lib/payments/config'
import { msConfig } from '@/lib/payments/icici-ms'
import { SandboxGateway } from '@/lib/payments/sandbox'
import { SandboxMsGateway } from '@/lib/payments/sandbox-ms'
import { databaseSandboxStore } from '@/lib/payments/sandbox-store'

type Context = { params: Promise<{ path: string[] }> }

/** The sandbox's requests are a few kilobytes (the older kit's EncData the largest). */
const BODY_LIMIT = 64 * 1024

const disabled = () =>
  new ApiError('not_found', 'The sandbox gateway is disabled: a real payment gateway is configured.')

// One sandbox object per process (every route bundle shares it); its transactions and sessions
// live in the database, shared by every server instance.
const holder = globalThis as unknown as {
  sandboxGateway?: SandboxGateway
  sandboxMsGateway?: SandboxMsGateway
}

function sandbox(): SandboxGateway {
  const cfg = gatewayConfig()
  if (cfg.mode !== 'sandbox') throw disabled() // real credentials configured: the sandbox is off
  holder.sandboxGateway ??= new SandboxGateway(
    {
      baseUrl: `${env().siteUrl}${SANDBOX_PATH}`,
      merchantId: cfg.merchantId,
      secretKey: cfg.secretKey,
    },
    databaseSandboxStore(),
  )
  return holder.sandboxGateway
}

/** The request with its body read once, bounded (413 beyond), as the sandbox reads it. */
async function bounded(request: NextRequest): Promise<Request> {
  if (request.method !== 'POST') return request
  const body = await readText(request, BODY_LIMIT)
  return new Request(request.url, { method: 'POST', headers: request.headers, body })
}

async function handle(request: NextRequest, { params }: Context) {
  const gateway = sandbox()
  const subpath = (await params).path.join('/')
  if (subpath.startsWith('ms/')) {
    const ms = msConfig()
    if (ms?.mode !== 'sandbox') throw disabled()
    holder.sandboxMsGateway ??= new SandboxMsGateway(ms, databaseSandboxStore())
    return holder.sandboxMsGateway.handle(await bounded(request), subpath)
  }
  return gateway.handle(await bounded(request), subpath)
}

// GET|POST /sandbox-gateway/pg/... — the built-in sandbox of the card gateway (see lib/payments/sandbox.ts)
export const GET = route<Context>(handle)
export const POST = route<Context>(handle)
