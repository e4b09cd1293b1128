// Request ids and JSON logs (LOG_FORMAT=json, the default in production; `text` otherwise).
// scripts/serve.ts gives every request an id (X-Request-Id: the proxy's when it looks like one,
// else a new one), answers it in the response header, runs the request in an async context that
// carries it, and writes one access line per request. In JSON mode every console line of the
// server becomes a JSON object with its level, message and the id of the request it belongs to.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'

export const REQUEST_ID_HEADER = 'x-request-id'
const context = new AsyncLocalStorage<{ requestId: string }>()

/** The proxy's request id when it is a plain token, else a fresh one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header
  return given && /^[A-Za-z0-9._:-]{8,100}$/.test(given) ? given : randomUUID()
}

export const withRequestId = <T>(requestId: string, run: () => T): T => context.run({ requestId }, run)
export const currentRequestId = () => context.getStore()?.requestId

export type LogFormat = 'json' | 'text'

export function logFormat(): LogFormat {
  const chosen = process.env.LOG_FORMAT?.trim()
  if (chosen === 'json' || chosen === 'text') return chosen
  return process.env.NODE_ENV === 'production' ? 'json' : 'text'
}

export function jsonLine(level: string, msg: string, fields: Record<string, unknown> = {}): string {
  const requestId = currentRequestId()
  return JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  })
}

/** Turns console.log/info/warn/error into JSON lines (once per process). */
export function jsonConsole() {
  const holder = globalThis as unknown as { uppediconJsonConsole?: boolean }
  if (holder.uppediconJsonConsole) return
  holder.uppediconJsonConsole = true
  const out =
    (level: string, stream: NodeJS.WriteStream) =>
    (...args: unknown[]) => {
      stream.write(`${jsonLine(level, format(...args))}\n`)
    }
  console.log = out('info', process.stdout)
  console.info = out('info', process.stdout)
  console.warn = out('warn', process.stderr)
  console.error = out('error', process.stderr)
}

/** One access line: method, path, status, duration, client. */
export function accessLog(fields: {
  method: string
  path: string
  status: number
  ms: number
  client: string
}) {
  if (logFormat() === 'json') process.stdout.write(`${jsonLine('info', 'request', fields)}\n`)
  else if (process.env.ACCESS_LOG === '1')
    console.log(`${fields.method} ${fields.path} ${fields.status} ${fields.ms.toFixed(0)}ms ${fields.client}`)
}
