import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy } from './client-address'

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const none = parseTrustProxy(undefined)
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1', parseTrustProxy('false'))).toBe('127.0.0.1')
  })

  it('walks back the declared number of hops, never past the first one', () => {
    const two = parseTrustProxy('2')
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.5, 10.0.0.1', two)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.2', '198.51.100.1', two)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.2', undefined, two)).toBe('10.0.0.2')
  })

  it('skips trusted proxies by address and block, stopping at the first untrusted hop', () => {
    const list = parseTrustProxy('loopback, 10.0.0.0/8')
    // The client forged the first hop; the nearest untrusted one is what our proxy saw.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.5, 10.1.2.3', list)).toBe('203.0.113.5')
    expect(clientAddress('198.51.100.7', '1.2.3.4', list)).toBe('198.51.100.7')
    expect(clientAddress('::1', 'not-an-ip, 2001:db8::5', list)).toBe('2001:db8::5')
  })

  it('refuses a malformed setting', () => {
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/prefix/)
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not an IP/)
  })
})

describe('request targets', () => {
  it('tells a path with malformed percent-encoding', async () => {
    const { malformedPath } = await import('./request-target')
    expect(malformedPath('/receipt/%ff%fe')).toBe(true)
    expect(malformedPath('/uploads/members/%ff.webp?x=1')).toBe(true)
    expect(malformedPath('/receipt/abc%20def?q=%ff')).toBe(false)
    expect(malformedPath('/')).toBe(false)
  })
})
