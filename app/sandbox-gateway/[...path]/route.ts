import type { NextRequest } from 'next/server'
import { ApiError } from '@/lib/api/errors'
import { readText } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { env } from '@/lib/env'
import { iciciConfig } from '@/lib/payments/gateways/icici/config'
import { SANDBOX_PATH, sandboxEnabled, sandboxPayphiConfig } from '@/lib/payments/sandbox/config'
import { SandboxGateway } from '@/lib/payments/sandbox/gateway'
import { SandboxIciciGateway } from '@/lib/payments/sandbox/icici'
import { databaseSandboxStore } from '@/lib/payments/sandbox/store'

type Context = { params: Promise<{ path: string[] }> }

/** The sandbox's requests are a few kilobytes (icici's EncData the largest). */
const BODY_LIMIT = 64 * 1024

const disabled = () =>
  new ApiError('not_found', 'The sandbox gateway is disabled: a real payment gateway is configured.')

// One sandbox object per process (every route bundle shares it); its transactions and sessions
// live in the database, shared by every server instance.
const holder = globalThis as unknown as {
  sandboxGateway?: SandboxGateway
  sandboxIciciGateway?: SandboxIciciGateway
}

function sandbox(): SandboxGateway {
  if (!sandboxEnabled()) throw disabled() // a real gateway configured: the sandbox is off
  const cfg = sandboxPayphiConfig()
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
  if (subpath.startsWith('icici/')) {
    const icici = iciciConfig()
    if (icici?.gateway !== 'sandbox') throw disabled()
    holder.sandboxIciciGateway ??= new SandboxIciciGateway(icici, databaseSandboxStore())
    return holder.sandboxIciciGateway.handle(await bounded(request), subpath)
  }
  return gateway.handle(await bounded(request), subpath)
}

// GET|POST /sandbox-gateway/pg/... (payphi) and /sandbox-gateway/icici/... — the built-in sandbox
// gateway (lib/payments/sandbox/)
export const GET = route<Context>(handle)
export const POST = route<Context>(handle)
