// Graceful stop of scripts/serve.ts: SIGTERM must not cut accepted requests, and a balancer must
// be able to tell a stopping instance from one whose database or Redis is briefly away (those
// answer 503 + Retry-After, which the balancer passes on: deploy/nginx.conf).
//
// On SIGTERM the instance stops listening at once: a new connection is refused, which a balancer
// retries on another instance whatever the method (nothing reached this one). /readyz answers 503.
// A request that still arrives on a connection opened before (a balancer's kept-alive connection)
// is served as usual and its connection closed after the answer; so is every request in flight.
// The instance stops once every connection is closed, or after DRAIN_TIMEOUT_SECONDS. Its idle
// kept-alive connections are left to the client to close (the balancer's keep-alive timeout is
// shorter than ours: deploy/nginx.conf): a connection this side closed while the balancer sent a
// request on it would fail that request, and a POST cannot be safely sent again.
import http from 'node:http'
import net from 'node:net'

const holder = globalThis as unknown as { uppediconDraining?: boolean }

/** Is this instance stopping? (/readyz answers 503 then.) */
export const isDraining = () => holder.uppediconDraining === true

export interface Drain {
  /** Wraps the request handler: counts requests in flight, closes connections while draining. */
  handle(handler: http.RequestListener): http.RequestListener
  /** Starts draining; resolves once every connection has closed (or at the timeout). */
  start(server: http.Server, timeoutMs: number): Promise<{ unfinished: number }>
  inFlight(): number
}

export function createDrain(): Drain {
  const answering = new Set<http.ServerResponse>()
  return {
    inFlight: () => answering.size,
    handle: (handler) => (req, res) => {
      answering.add(res)
      res.once('close', () => answering.delete(res))
      if (isDraining()) res.shouldKeepAlive = false
      handler(req, res)
    },
    async start(server, timeoutMs) {
      holder.uppediconDraining = true
      // Answers not yet begun close their connection too (one whose headers left keeps it).
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false
      // net's close, not http's: http.Server#close also closes idle kept-alive connections (see
      // above) and stops the checks of slow clients' timeouts.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
      let timer: NodeJS.Timeout | undefined
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
      clearTimeout(timer)
      return { unfinished: answering.size }
    },
  }
}
