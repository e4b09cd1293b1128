import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { env } from '@/lib/env'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { memberSchema, memberUpdateSchema } from './schema'
import { createMember, deleteMember, updateMember } from './service'

const png = async (color: string) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 300, height: 400, channels: 3, background: color } })
          .png()
          .toBuffer(),
      ),
    ],
    'p.png',
    { type: 'image/png' },
  )
const stored = (picture: string | null) =>
  !!picture && fs.existsSync(path.join(env().uploadDir, picture.replace(/^\/uploads\//, '')))

describe('member writes', () => {
  beforeEach(() => truncate('members'))

  it('create stores a re-encoded portrait; update replaces it and removes the old file; delete removes it', async () => {
    const created = await createMember(
      memberSchema.parse({ name: 'Dr Asha Verma', picture: await png('#ff0000') }),
      TEST_ADMIN,
    )
    expect(created).toMatchObject({
      name: 'Dr Asha Verma',
      designation: 'member',
      degree: '',
      description: '',
    })
    expect(created.picture).toMatch(/^\/uploads\/members\/[A-Za-z0-9_-]+_\d+x\d+\.webp$/)
    expect(stored(created.picture)).toBe(true)

    const updated = await updateMember(
      memberUpdateSchema.parse({
        id: created.id,
        name: 'Dr Asha Verma',
        designation: 'president',
        picture: await png('#00ff00'),
      }),
      TEST_ADMIN,
    )
    expect(updated.designation).toBe('member') // fixed once created
    expect(updated.picture).not.toBe(created.picture)
    expect(stored(created.picture)).toBe(false)
    expect(stored(updated.picture)).toBe(true)

    const kept = await updateMember(
      memberUpdateSchema.parse({ id: created.id, name: 'Dr Asha Rani Verma' }),
      TEST_ADMIN,
    )
    expect(kept.picture).toBe(updated.picture)

    await deleteMember(created.id, TEST_ADMIN)
    expect(stored(updated.picture)).toBe(false)
    await expect(deleteMember(created.id, TEST_ADMIN)).rejects.toMatchObject({ status: 404 })
  })

  it('refuses non-images by content (415) and leaves no file behind when the write fails', async () => {
    const fake = new File([new TextEncoder().encode('GIF89a but not really')], 'fake.png', {
      type: 'image/png',
    })
    await expect(
      createMember(memberSchema.parse({ name: 'Dr Fake', picture: fake }), TEST_ADMIN),
    ).rejects.toMatchObject({
      status: 415,
    })
    const before = fs.existsSync(path.join(env().uploadDir, 'members'))
      ? fs.readdirSync(path.join(env().uploadDir, 'members')).length
      : 0
    // A name too long for the column makes the database refuse the row after the picture was stored.
    await expect(
      createMember(
        {
          name: 'x'.repeat(200),
          degree: '',
          designation: 'member',
          description: '',
          picture: await png('#0000ff'),
        },
        TEST_ADMIN,
      ),
    ).rejects.not.toBeInstanceOf(ApiError)
    expect(fs.readdirSync(path.join(env().uploadDir, 'members')).length).toBe(before)
  })

  it('the add form rules: the name rule, designation defaults to member', () => {
    expect(memberSchema.safeParse({ name: 'R2 D2' }).error?.issues[0].message).toBe(
      'Use letters, spaces, dots, hyphens and apostrophes only.',
    )
    expect(memberSchema.safeParse({ name: '' }).error?.issues[0].message).toBe('Name is required.')
    expect(memberSchema.parse({ name: 'Dr Meera' }).designation).toBe('member')
    expect(memberSchema.safeParse({ name: 'Dr Meera', designation: 'chairman' }).success).toBe(false)
  })
})
