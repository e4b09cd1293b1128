// The client's address of a request, decided once by our HTTP server (scripts/serve.ts) from
// the socket and, only when the operator declared trusted proxies (TRUST_PROXY), from the
// X-Forwarded-For hops those proxies appended. The server writes it into CLIENT_ADDRESS_HEADER,
// replacing whatever a client sent under that name, so the app never reads a forgeable value.
import { BlockList, isIP } from 'node:net'

export const CLIENT_ADDRESS_HEADER = 'x-uppedicon-client-address'

/** What the address, origin and cookie checks read of a request: a route's Request, or a form action's headers(). */
export type RequestHeaders = { headers: Pick<Headers, 'get'> }

/**
 * Which peers are proxies of ours: none (the default), the N nearest hops, or those whose address
 * is in a list of addresses and CIDR blocks (`loopback` and `private` name the usual ranges).
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList }

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** Parses TRUST_PROXY: unset/false → none; a whole number → hops; otherwise a comma list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase()
  if (!text || text === 'false' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) }
  const list = new BlockList()
  for (const item of text.split(',').flatMap((part) => NAMED[part.trim()] ?? [part.trim()])) {
    if (!item) continue
    const [address, bits] = item.split('/')
    const family = isIP(address)
    if (!family) throw new Error(`TRUST_PROXY: "${item}" is not an IP address or CIDR block`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else {
      const prefix = Number(bits)
      if (!/^\d+$/.test(bits) || prefix > (family === 6 ? 128 : 32))
        throw new Error(`TRUST_PROXY: bad prefix in "${item}"`)
      list.addSubnet(address, prefix, type)
    }
  }
  return { kind: 'list', list }
}

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4), as dual-stack sockets report it, as IPv4. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1] : address
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case
 * the X-Forwarded-For hops are walked from the nearest (rightmost) while they are trusted too.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const peer = normalizeAddress(socketAddress)
  if (trust.kind === 'none' || !forwardedFor) return peer
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalizeAddress(hop.trim()))
    .filter((hop) => isIP(hop) !== 0)
  // Nearest first: the socket's peer, then what each proxy appended, right to left.
  const chain = [peer, ...hops.reverse()]
  if (trust.kind === 'hops') return chain[Math.min(trust.hops, chain.length - 1)]
  let i = 0
  while (i < chain.length - 1 && trusted(trust.list, chain[i])) i++
  return chain[i]
}
