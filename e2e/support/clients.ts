// Clients of their own for the specs that test per-client limits: each `client()` is a fresh
// API context (its own cookies) at an address of its own, given as X-Forwarded-For, which the
// e2e sites believe from the loopback proxy (TRUST_PROXY=loopback, e2e/support/server.ts).
import type { APIRequestContext } from '@playwright/test'
import { test as base, randomAddress } from './fixtures'

export { randomAddress }

/** A random /64 network (documentation prefix 2001:db8::/32) and an address in it. */
export function randomNetwork(): (host: number) => string {
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16)
  const prefix = `2001:db8:${hex()}:${hex()}`
  return (host) => `${prefix}:${hex()}::${host.toString(16)}`
}

export const test = base.extend<{ client: (address?: string) => Promise<APIRequestContext> }>({
  client: async ({ playwright, baseURL }, provide) => {
    const made: APIRequestContext[] = []
    await provide(async (address = randomAddress()) => {
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': address },
      })
      made.push(context)
      return context
    })
    await Promise.all(made.map((c) => c.dispose()))
  },
})
export { expect } from './fixtures'
