// Helper of the morning bench (morning.ts): the bank's gateway in a process of its own, as it is in
// production: the project's sandbox gateway (lib/payments/sandbox/gateway.ts) on node:http with
// its transactions in memory, and the site set up as for the bank (PAYMENT_MODE=payphi, its
// address, merchant id and key). The payer's page and choice, the STATUS answers and the advices
// it sends are then the bank's work, not the site's instances', as on the real morning; the
// bank's CPU is read separately. Run by startBank(); `tsx scripts/bench/bank.ts <port>` serves it.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SandboxGateway, type SandboxTxn } from '@/lib/payments/sandbox/gateway'
import { memorySandboxStore } from '@/lib/payments/sandbox/store'
import { listening } from '../../e2e/support/balancer'
import { cpuSecondsOf } from '../../e2e/support/cluster'
import { gatewayServer } from '../../test/sandbox-gateway'

const MERCHANT_ID = 'T_BENCHBANK'
const SECRET_KEY = 'bench-bank-key'

export interface Bank {
  /** The site's settings to take payments through this bank. */
  siteEnv: Record<string, string>
  /** CPU seconds the bank's process has used so far. */
  cpuSeconds(): number
  stop(): Promise<void>
}

const base = (port: number) => `http://127.0.0.1:${port}/sandbox-gateway`

export async function startBank(port: number): Promise<Bank> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(import.meta.dirname, 'bank.ts'), String(port)],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await listening(port, 60_000)
  return {
    siteEnv: {
      PAYMENT_MODE: 'payphi',
      PAYMENT_GATEWAY_URL: `${base(port)}/pg/api`,
      PAYMENT_MERCHANT_ID: MERCHANT_ID,
      PAYMENT_SECRET_KEY: SECRET_KEY,
    },
    cpuSeconds: () => cpuSecondsOf([{ child }]),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2])
  const gateway = new SandboxGateway(
    { baseUrl: base(port), merchantId: MERCHANT_ID, secretKey: SECRET_KEY },
    memorySandboxStore<SandboxTxn>(),
  )
  const server = gatewayServer(({ subpath, request }) => gateway.handle(request(), subpath))
  server.keepAliveTimeout = 60_000
  server.listen(port, '127.0.0.1')
  process.on('SIGTERM', () => process.exit(0))
}
