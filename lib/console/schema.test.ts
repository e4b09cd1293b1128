import { describe, expect, it } from 'vitest'
import { exportHref, filterOf, listHref, readRegistrationsQuery } from './query'
import { registrationsQuerySchema } from './schema'

describe('registrations list URLs', () => {
  it('reads a page URL forgivingly: bad values fall back to their defaults and are named', () => {
    expect(readRegistrationsQuery({})).toEqual({ query: registrationsQuerySchema.parse({}), ignored: [] })
    const { query, ignored } = readRegistrationsQuery({
      q: ' asha ',
      status: 'bribed',
      category: 'PG_Student',
      from: '2025-02-30',
      page: ['3', '4'],
      pageSize: '1000',
      sort: 'password',
      dir: 'up',
      other: 'x',
    })
    expect(ignored.sort()).toEqual(['dir', 'from', 'pageSize', 'sort', 'status'])
    expect(query).toEqual({
      q: 'asha',
      category: 'PG_Student',
      page: 3,
      pageSize: 25,
      sort: 'createdAt',
      dir: 'desc',
    })
  })

  it('builds short links that keep the filters, and an export link without paging', () => {
    const q = registrationsQuerySchema.parse({
      q: 'a&b =c',
      status: 'paid',
      page: '2',
      pageSize: '50',
      sort: 'name',
      dir: 'asc',
    })
    expect(listHref(q)).toBe(
      '/admin/registrations?q=a%26b+%3Dc&status=paid&sort=name&dir=asc&page=2&pageSize=50',
    )
    expect(listHref(q, { page: 1, sort: 'createdAt', dir: 'desc' })).toBe(
      '/admin/registrations?q=a%26b+%3Dc&status=paid&pageSize=50',
    )
    expect(exportHref(q)).toBe('/adminpanel/registrations/export/?q=a%26b+%3Dc&status=paid&sort=name&dir=asc')
    expect(listHref(registrationsQuerySchema.parse({}))).toBe('/admin/registrations')
    // A direction alone would be ambiguous: the order is written whole unless it is the default.
    expect(listHref(q, { dir: 'desc' })).toContain('sort=name&dir=desc')
    expect(listHref(q, { sort: 'createdAt', dir: 'asc' })).toContain('sort=createdAt&dir=asc')
    expect(filterOf(q)).toEqual({ q: 'a&b =c', status: 'paid', sort: 'name', dir: 'asc' })
    // What a link carries parses back to the same query.
    const back = Object.fromEntries(new URL(listHref(q), 'http://x').searchParams)
    expect(registrationsQuerySchema.parse(back)).toEqual(q)
  })
})
