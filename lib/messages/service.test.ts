import { beforeEach, describe, expect, it } from 'vitest'
import { truncate } from '@/test/db'
import { ONLY_LETTERS, ONLY_NUMBERS } from '@/lib/forms'
import { contactMessageSchema, MESSAGE_MAX_LENGTH } from './schema'
import { createContactMessage, listContactMessages } from './service'

const valid = { name: 'Meera Tripathi', email: 'meera@example.org', mobile_number: '9876501234', message: 'Is there a workshop on neonatal resuscitation?' }

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
    const saved = await createContactMessage(contactMessageSchema.parse({ ...valid, name: '  Rāhul Śukla ', message: ' hi ' }))
    expect(saved).toMatchObject({ name: 'Rāhul Śukla', message: 'hi' })
  })

  it('are refused with the spec messages when a field breaks a rule', () => {
    const problems = (input: object) => contactMessageSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(problems({ ...valid, name: 'R2-D2' })).toEqual([`name: ${ONLY_LETTERS}`])
    expect(problems({ ...valid, mobile_number: '98765-4321' })).toContain(`mobile_number: ${ONLY_NUMBERS}`)
    expect(problems({ ...valid, mobile_number: '98765432101' })).toEqual(['mobile_number: Enter a 10-digit mobile number.'])
    expect(problems({ ...valid, email: 'not-an-address' })).toEqual(['email: Enter a valid e-mail address.'])
    expect(problems({ ...valid, message: '   ' })).toEqual(['message: Message is required.'])
    expect(problems({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toHaveLength(1)
    expect(problems({ ...valid, email: '', mobile_number: ' ' })).toEqual(['email: E-mail is required.', 'mobile_number: Mobile number is required.'])
    expect(problems({})?.map((p) => p.split(':')[0]).sort()).toEqual(['email', 'message', 'mobile_number', 'name'])
  })
})
