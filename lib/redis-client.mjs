// Every Redis connection of the site (lib/redis.ts for the rate limits and /readyz, the cache
// handlers' own in lib/cache-handlers/shared.mjs) is made here, so that a Redis outage costs each
// caller a fast error, never a wait: every user of Redis has a fallback (the page renders from the
// database as a cache miss, the rate limits count in PostgreSQL), and a fallback is only useful
// if it comes at once.
//
// - No offline queue: while disconnected, a command fails at once instead of waiting for the
//   connection to come back (ioredis's default queues it, and the page waited as long).
// - A command timeout: a Redis that accepts connections but does not answer fails a command
//   after COMMAND_TIMEOUT_MS.
// - A breaker: after a command failed for want of Redis (timeout, connection lost), every command
//   fails at once for BREAKER_OPEN_MS, then one try again; it closes as soon as the connection is
//   ready again. Redis's own error replies (a wrong command) do not open it.
// - Reconnection in the background, every 2 s at most; one log line when Redis goes away and one
//   when it is back, not one per attempt.
//
// Plain JavaScript: Next loads the cache handlers at run time, outside the app's bundle.
import Redis, { ReplyError } from 'ioredis'

export const COMMAND_TIMEOUT_MS = 500
export const CONNECT_TIMEOUT_MS = 1000
export const BREAKER_OPEN_MS = 5000

/** The error of a command refused while the breaker is open. */
export class RedisUnavailable extends Error {
  constructor() {
    super('Redis is unavailable (skipped for a few seconds after a failure)')
    this.name = 'RedisUnavailable'
  }
}

/**
 * A Redis client whose every command fails fast while Redis is away. `label` names it in the log
 * (`[redis]`, `[cache]`).
 */
export function connectRedis(url, { keyPrefix, label }) {
  const client = new Redis(url, {
    keyPrefix,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  let openUntil = 0
  let down = false
  const trip = (error) => {
    if (error instanceof ReplyError || error instanceof RedisUnavailable) return
    openUntil = Date.now() + BREAKER_OPEN_MS
    if (!down) console.error(`[${label}] redis unavailable: ${error.message}`)
    down = true
  }
  // Every command (single, pipelined or scripted) goes through sendCommand. While the connection is
  // not ready, ioredis itself refuses at once (no offline queue), which lets the handshake through.
  const send = client.sendCommand.bind(client)
  client.sendCommand = (command, stream) => {
    if (client.status === 'ready' && Date.now() < openUntil) {
      command.reject(new RedisUnavailable())
      return command.promise
    }
    const answer = send(command, stream)
    answer.catch(trip)
    return answer
  }
  client.on('ready', () => {
    openUntil = 0
    if (down) console.error(`[${label}] redis available again`)
    down = false
  })
  // Without a listener an unreachable server would crash the process.
  client.on('error', (error) => trip(error))
  return client
}
