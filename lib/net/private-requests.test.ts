// Which requests may fill the shared page cache, which may be answered from it, and which are
// answered privately (see private-requests.ts).
import { describe, expect, it } from 'vitest'
import { hasRegistrationCookie, requestPrivacy, requestSecrets } from './private-requests'

describe('requestPrivacy', () => {
  it('keeps the pages that exist for a secret private, whoever asks', () => {
    for (const path of [
      '/registration/12',
      '/registration/12?proof=received',
      '/registration/abc',
      '/reminders/12',
      '/reminders/12?token=abc',
      '/reminders/12/stop?token=abc',
      '/admin-invite',
      '/admin-invite/',
      '/receipt/abc',
      '/admin/dashboard',
      '/admin/registrations?q=asha',
      '/adminpanel/registrations/',
      '/abstracts/mine',
      '/abstracts/mine?token=abc',
      '/abstracts/mine/new',
      '/abstracts/mine/12?done=submitted',
    ])
      expect(requestPrivacy(path, {}), path).toBe('private')
  })

  it('keeps the checkout and the proof upload private only with a registration cookie', () => {
    const cookie = 'admin_session=x; registration_12=token'
    expect(requestPrivacy('/checkout?registration=12', { cookie })).toBe('private')
    expect(requestPrivacy('/payment-details/', { cookie })).toBe('private')
    expect(requestPrivacy('/checkout', {})).toBe('shared')
    expect(requestPrivacy('/checkout', { cookie: 'admin_session=x' })).toBe('personal')
  })

  it('lets a request that carries a cookie, a credential or a secret read the cache, never fill it', () => {
    expect(requestPrivacy('/about', { cookie: 'admin_session=x' })).toBe('personal')
    expect(requestPrivacy('/about', { authorization: 'Bearer x' })).toBe('personal')
    expect(requestPrivacy('/about?token=abc', {})).toBe('personal')
    expect(requestPrivacy('/about?participant_token=abc', {})).toBe('personal')
  })

  it('never lets a query string fill the cache, but the router’s own _rsc', () => {
    expect(requestPrivacy('/about?fbclid=x', {})).toBe('query')
    expect(requestPrivacy('/about?_rsc=1abc', {})).toBe('shared')
    expect(requestPrivacy('/about', {})).toBe('shared')
    expect(requestPrivacy('/admin', {})).toBe('shared')
    expect(requestPrivacy('/registration-confirmed', {})).toBe('shared')
    // The call's public page is shared; only the submitter's own pages are private.
    expect(requestPrivacy('/abstracts', {})).toBe('shared')
    expect(requestPrivacy('/abstracts-mine', {})).toBe('shared')
  })
})

describe('hasRegistrationCookie', () => {
  it('finds a registration cookie among others, not a look-alike', () => {
    expect(hasRegistrationCookie('registration_7=a')).toBe(true)
    expect(hasRegistrationCookie('x=1; registration_7=a')).toBe(true)
    expect(hasRegistrationCookie('xregistration_7=a')).toBe(false)
    expect(hasRegistrationCookie('registration_x=a')).toBe(false)
    expect(hasRegistrationCookie(undefined)).toBe(false)
  })
})

describe('requestSecrets', () => {
  it("lists the query's values, the cookies' values, the credential and the router's own state", () => {
    expect(
      requestSecrets('/payment?txn=UP261207&m=a%2Fb', {
        cookie: 'admin_session=eyJ.x.y; registration_12=tok-12',
        authorization: 'Bearer abc.def',
        'next-url': '/register',
        'next-router-state-tree': '%5B%22%22%5D',
      }),
    ).toEqual(['UP261207', 'a/b', 'eyJ.x.y', 'tok-12', 'abc.def', '/register', '%5B%22%22%5D'])
    expect(requestSecrets('/about', {})).toEqual([])
    expect(requestSecrets('/about?empty=', { cookie: 'flag=' })).toEqual([])
  })
})
