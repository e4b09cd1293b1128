// Graceful stop of scripts/serve.ts (fault 9: SIGTERM must not cut accepted requests). On SIGTERM
// the instance reports itself not ready (/readyz answers 503, so a load balancer stops sending),
// answers requests that still arrive with 503 + Retry-After (nothing done: safe for the balancer
// to retry elsewhere), except the site's own calls to itself (the sandbox gateway), which a
// request in flight may still be waiting for; keep-alive connections are closed once idle; when
// no request is in flight any more (or after DRAIN_TIMEOUT_SECONDS), it stops.
import type http from 'node:http'

/** Requests still served while draining: what requests in flight call on this same instance. */
const SERVED_WHILE_DRAINING = /^\/sandbox-gateway(\/|$)/
export const DRAINING_HEADER = 'x-uppedicon-draining'

const holder = globalThis as unknown as { uppediconDraining?: boolean }

/** Is this instance stopping? (/readyz answers 503 then.) */
export const isDraining = () => holder.uppediconDraining === true

export interface Drain {
  /** Wraps the request handler: counts requests in flight, refuses new ones while draining. */
  handle(handler: http.RequestListener): http.RequestListener
  /** Starts draining; resolves once every accepted request has finished (or at the timeout). */
  start(server: http.Server, timeoutMs: number): Promise<{ unfinished: number }>
  inFlight(): number
}

export function createDrain(): Drain {
  let inFlight = 0
  let settled: (() => void) | null = null
  const done = () => {
    inFlight--
    if (inFlight === 0 && settled) settled()
  }
  return {
    inFlight: () => inFlight,
    handle: (handler) => (req, res) => {
      if (isDraining() && !SERVED_WHILE_DRAINING.test(req.url ?? '')) {
        res.writeHead(503, {
          'Content-Type': 'application/json',
          'Retry-After': '1',
          Connection: 'close',
          [DRAINING_HEADER]: '1',
        })
        const message = 'The server is restarting. Please try again.'
        res.end(JSON.stringify({ error: message, detail: message, code: 'unavailable' }))
        return
      }
      inFlight++
      res.once('close', done)
      if (isDraining()) res.shouldKeepAlive = false
      handler(req, res)
    },
    async start(server, timeoutMs) {
      holder.uppediconDraining = true
      const idle = setInterval(() => server.closeIdleConnections(), 200)
      server.closeIdleConnections()
      if (inFlight > 0)
        await Promise.race([
          new Promise<void>((resolve) => (settled = resolve)),
          new Promise((resolve) => setTimeout(resolve, timeoutMs)),
        ])
      clearInterval(idle)
      return { unfinished: inFlight }
    },
  }
}
