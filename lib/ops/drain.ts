// Graceful stop of scripts/serve.ts: SIGTERM must not cut accepted requests, and a balancer must
// be able to tell a stopping instance from one whose database or Redis is briefly away (those
// answer 503 + Retry-After, which the balancer passes on: deploy/nginx.conf).
//
// On SIGTERM the instance stops listening (at once, but for the queue below): a new connection is
// refused, which a balancer retries on another instance whatever the method (nothing reached this
// one). /readyz answers 503.
// A request that still arrives on a connection opened before (a balancer's kept-alive connection)
// is served as usual and its connection closed after the answer; so is every request in flight.
// The instance stops once every connection is closed, or after DRAIN_TIMEOUT_SECONDS. Its idle
// kept-alive connections are left to the client to close (the balancer's keep-alive timeout is
// shorter than ours: deploy/nginx.conf): a connection this side closed while the balancer sent a
// request on it would fail that request, and a POST cannot be safely sent again.
//
// Closing a listening socket resets every connection the kernel completed but the process has not
// accepted yet (a busy event loop leaves some queued), requests included, and a balancer does not
// send such a POST again. So the listener closes only once its queue is empty (at most a second):
// the event loop gets a turn to accept what is queued, the queue is read from /proc/net/tcp*, and
// the close follows the read in the same synchronous step.
import fs from 'node:fs'
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
      await queueEmptied(server)
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
      let timer: NodeJS.Timeout | undefined
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
      clearTimeout(timer)
      return { unfinished: answering.size }
    },
  }
}

/** At most this long waiting for the listener's queue to empty (under a flood it may never). */
const QUEUE_WAIT_MS = 1000

/** Resolves once the kernel holds no connection for the server that it has not accepted, or after QUEUE_WAIT_MS. */
async function queueEmptied(server: net.Server) {
  const address = server.address()
  if (!address || typeof address === 'string') return
  const deadline = Date.now() + QUEUE_WAIT_MS
  do await new Promise((resolve) => setImmediate(resolve))
  while (Date.now() < deadline && (unaccepted(address.port) ?? 0) > 0)
}

/**
 * Connections to the local `port` that no process has accepted yet: a listener's accept queue and
 * handshakes under way (Linux's /proc/net/tcp and tcp6); null where the system does not say.
 */
export function unaccepted(port: number): number | null {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let count: number | null = null
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = fs.readFileSync(table, 'latin1')
    } catch {
      continue
    }
    count ??= 0
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue …
      const [, localAddress, , state, queues] = line.trim().split(/\s+/)
      if (!localAddress?.endsWith(local)) continue
      // A listener's rx_queue is its accept queue; SYN_RECV is a handshake under way.
      if (state === '0A') count += parseInt(queues.split(':')[1], 16)
      else if (state === '03') count += 1
    }
  }
  return count
}
