import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { truncate } from '@/test/db'
import { DESIGNATIONS, membersQuerySchema } from './schema'
import { listMembers } from './service'

describe('members', () => {
  beforeAll(async () => {
    await truncate('members')
    await db().member.createMany({
      data: [
        { name: 'Second', designation: 'member', position: 2 },
        { name: 'First', designation: 'member', position: 1 },
        {
          name: 'Chief',
          designation: 'president',
          degree: 'MD',
          description: 'Leads',
          association: 'IAP UP',
        },
        { name: 'Typo kept', designation: 'scirntificsecretary' },
      ],
    })
  })

  it('are filtered by designation, in display order, with the API field names', async () => {
    expect((await listMembers('member')).map((m) => m.name)).toEqual(['First', 'Second'])
    expect(await listMembers('president')).toEqual([
      {
        id: expect.any(Number),
        name: 'Chief',
        degree: 'MD',
        designation: 'president',
        picture: null,
        description: 'Leads',
        association: 'IAP UP',
      },
    ])
    expect((await listMembers('scirntificsecretary'))[0].name).toBe('Typo kept')
    expect(await listMembers('treasurer')).toEqual([])
  })

  it('accept exactly the 16 designations of the spec', () => {
    expect(DESIGNATIONS).toHaveLength(16)
    for (const d of DESIGNATIONS) expect(membersQuerySchema.safeParse({ designation: d }).success).toBe(true)
    for (const d of ['President', 'scientificsecretary', '', 'member;drop'])
      expect(membersQuerySchema.safeParse({ designation: d }).success).toBe(false)
  })
})
