import type { NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { errorResponse, route } from '@/lib/http'
import { gatewayConfig, SANDBOX_PATH } from '@/lib/payments/config'
import { msConfig } from '@/lib/payments/icici-ms'
import { SandboxGateway } from '@/lib/payments/sandbox'
import { SandboxMsGateway } from '@/lib/payments/sandbox-ms'

type Context = { params: Promise<{ path: string[] }> }

// One sandbox per process (its transactions live in memory), shared by every route bundle.
const holder = globalThis as unknown as {
  sandboxGateway?: SandboxGateway
  sandboxMsGateway?: SandboxMsGateway
}

function sandbox(): SandboxGateway | null {
  const cfg = gatewayConfig()
  if (cfg.mode !== 'sandbox') return null // real credentials configured: the sandbox is off
  holder.sandboxGateway ??= new SandboxGateway({
    baseUrl: `${env().siteUrl}${SANDBOX_PATH}`,
    merchantId: cfg.merchantId,
    secretKey: cfg.secretKey,
  })
  return holder.sandboxGateway
}

async function handle(request: NextRequest, { params }: Context) {
  const gateway = sandbox()
  if (!gateway)
    return errorResponse(404, 'The sandbox gateway is disabled: a real payment gateway is configured.')
  const subpath = (await params).path.join('/')
  if (subpath.startsWith('ms/')) {
    const ms = msConfig()
    if (ms?.mode !== 'sandbox')
      return errorResponse(404, 'The sandbox gateway is disabled: a real payment gateway is configured.')
    holder.sandboxMsGateway ??= new SandboxMsGateway(ms)
    return holder.sandboxMsGateway.handle(request, subpath)
  }
  return gateway.handle(request, subpath)
}

// GET|POST /sandbox-gateway/pg/... — the built-in sandbox of the card gateway (see lib/payments/sandbox.ts)
export const GET = route<Context>(handle)
export const POST = route<Context>(handle)
