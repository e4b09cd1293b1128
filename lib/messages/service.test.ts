import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { NAME_RULE, ONLY_NUMBERS } from '@/lib/input-rules'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { MESSAGE_MAX_LENGTH } from './contact'
import { contactMessageSchema, inboxQuerySchema, messageReadSchema, MESSAGES_PAGE_SIZE } from './schema'
import {
  countUnreadMessages,
  createContactMessage,
  deleteMessage,
  listContactMessages,
  listInbox,
  setMessageRead,
} from './service'

const valid = {
  name: 'Meera Tripathi',
  email: 'meera@example.org',
  mobile_number: '9876501234',
  message: 'Is there a workshop on neonatal resuscitation?',
}

describe('contact messages', () => {
  beforeEach(() => truncate('contact_messages'))

  it('are stored with the API field names and listed newest first', async () => {
    const first = await createContactMessage(contactMessageSchema.parse(valid))
    await createContactMessage(contactMessageSchema.parse({ ...valid, name: 'Second Sender' }))
    expect(first).toMatchObject({ id: expect.any(Number), ...valid, created_at: expect.any(String) })
    const all = await listContactMessages()
    expect(all.map((m) => m.name)).toEqual(['Second Sender', 'Meera Tripathi'])
  })

  it('keep Unicode letters and trim surrounding blanks', async () => {
    const saved = await createContactMessage(
      contactMessageSchema.parse({ ...valid, name: '  Rāhul Śukla ', message: ' hi ' }),
    )
    expect(saved).toMatchObject({ name: 'Rāhul Śukla', message: 'hi' })
  })

  it('are refused with the spec messages when a field breaks a rule', () => {
    const problems = (input: object) =>
      contactMessageSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(problems({ ...valid, name: 'R2-D2' })).toEqual([`name: ${NAME_RULE}`])
    expect(problems({ ...valid, mobile_number: '98765x4321' })).toContain(`mobile_number: ${ONLY_NUMBERS}`)
    // A number's punctuation is no error: only its digits count.
    expect(problems({ ...valid, mobile_number: '98765-4321' })).toContain(
      'mobile_number: Enter a 10-digit mobile number.',
    )
    expect(problems({ ...valid, mobile_number: '98765432101' })).toEqual([
      'mobile_number: Enter a 10-digit mobile number.',
    ])
    expect(problems({ ...valid, email: 'not-an-address' })).toEqual(['email: Enter a valid e-mail address.'])
    expect(problems({ ...valid, message: '   ' })).toEqual(['message: Message is required.'])
    expect(problems({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toHaveLength(1)
    expect(problems({ ...valid, email: '', mobile_number: ' ' })).toEqual([
      'email: E-mail is required.',
      'mobile_number: Mobile number is required.',
    ])
    expect(
      problems({})
        ?.map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['email', 'message', 'mobile_number', 'name'])
  })
})

describe("the organisers' inbox", () => {
  beforeEach(() => truncate('contact_messages'))

  const send = (name: string) => createContactMessage(contactMessageSchema.parse({ ...valid, name }))

  it('pages 50 at a time, newest first, counting all and unread messages', async () => {
    // 53 messages a minute apart, the last one newest.
    await db().contactMessage.createMany({
      data: Array.from({ length: 53 }, (_, i) => ({
        name: `Sender ${i}`,
        email: `s${i}@example.org`,
        mobileNumber: '9876501234',
        message: `Message ${i}`,
        createdAt: new Date(Date.UTC(2025, 7, 1, 10, i)),
      })),
    })
    await db().contactMessage.updateMany({
      where: { name: { in: ['Sender 52', 'Sender 0'] } },
      data: { readAt: new Date() },
    })
    const first = await listInbox(1)
    expect(first).toMatchObject({
      total: 53,
      unread: 51,
      page: 1,
      pageSize: MESSAGES_PAGE_SIZE,
      pageCount: 2,
    })
    expect(first.items).toHaveLength(50)
    expect(first.items.slice(0, 2).map((m) => [m.name, m.read_at === null])).toEqual([
      ['Sender 52', false],
      ['Sender 51', true],
    ])
    const second = await listInbox(2)
    expect(second.items.map((m) => m.name)).toEqual(['Sender 2', 'Sender 1', 'Sender 0'])
    expect((await listInbox(3)).items).toEqual([])
  })

  it('marks read (keeping the first reading time) and unread; unknown ids are not_found', async () => {
    const m = await send('Reader Test')
    expect(await countUnreadMessages()).toBe(1)
    const read = await setMessageRead(m.id, true, TEST_ADMIN)
    expect(read?.read_at).toEqual(expect.any(String))
    expect(await countUnreadMessages()).toBe(0)
    expect((await setMessageRead(m.id, true, TEST_ADMIN))?.read_at).toBe(read?.read_at)
    expect((await setMessageRead(m.id, false, TEST_ADMIN))?.read_at).toBeNull()
    expect((await setMessageRead(m.id, false, TEST_ADMIN))?.read_at).toBeNull()
    expect(await countUnreadMessages()).toBe(1)
    await expect(setMessageRead(m.id + 1000, true, TEST_ADMIN)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('deletes one message and answers what it was; a second delete finds nothing', async () => {
    const keep = await send('Keep Me')
    const gone = await send('Delete Me')
    expect(await deleteMessage(gone.id, TEST_ADMIN)).toMatchObject({
      id: gone.id,
      name: 'Delete Me',
      email: valid.email,
    })
    await expect(deleteMessage(gone.id, TEST_ADMIN)).rejects.toMatchObject({ code: 'not_found' })
    expect((await listContactMessages()).map((x) => x.id)).toEqual([keep.id])
  })

  it('refuses malformed pages and read flags', () => {
    expect(inboxQuerySchema.parse({}).page).toBe(1)
    expect(inboxQuerySchema.parse({ page: '' }).page).toBe(1)
    expect(inboxQuerySchema.parse({ page: '3' }).page).toBe(3)
    for (const page of ['0', '-1', '1.5', 'abc', '1e9'])
      expect(inboxQuerySchema.safeParse({ page }).success, page).toBe(false)
    expect(messageReadSchema.safeParse({ read: true }).success).toBe(true)
    for (const read of ['true', 1, null, undefined])
      expect(messageReadSchema.safeParse({ read }).success, String(read)).toBe(false)
  })
})
