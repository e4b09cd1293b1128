import { describe, expect, it } from 'vitest'
import { emailSchema, idSchema, mobileSchema, personNameSchema } from './forms'
import { digitsOnly, mobileInput, NAME_RULE, nameInput, normalizeMobile } from './input-rules'

describe('shared input rules', () => {
  it('keep a name as typed and say when it breaks the rule; strip what phones may not contain', () => {
    for (const name of [
      'Dr. R.K. Singh-Yadav',
      'Rekha Mishra',
      'Ānanya Śarmā',
      'आशा वर्मा',
      'D’Souza',
      "O'Brien",
      '',
    ])
      expect(nameInput(name), name).toEqual({ value: name, refused: false })
    for (const name of ['Dr. Anil 2', 'आशा 1', 'Rekha_Mishra', '<b>', '-Anil', 'A, B'])
      expect(nameInput(name), name).toEqual({ value: name, refused: true })
    expect(digitsOnly('+91 98765-43210')).toEqual({ value: '9198765432', refused: true })
    expect(digitsOnly('9876543210')).toEqual({ value: '9876543210', refused: false })
    expect(digitsOnly('98765432109')).toEqual({ value: '9876543210', refused: false })
  })

  it('read a mobile number however it is written, typed key by key or pasted', () => {
    for (const written of [
      '+91 98765 43210',
      '098765 43210',
      '98765-43210',
      '+91 9876543210',
      '919876543210',
    ]) {
      expect(normalizeMobile(written), written).toBe('9876543210')
      expect(mobileSchema.parse(written), written).toBe('9876543210')
      expect(mobileInput(written), `pasted ${written}`).toEqual({ value: '9876543210', refused: false })
      let typed = ''
      for (const key of written) typed = mobileInput(typed + key).value
      expect(typed, `typed ${written}`).toBe('9876543210')
    }
    expect(mobileInput('98765abc')).toEqual({ value: '98765', refused: true })
    expect(normalizeMobile('98765abc10')).toBe('98765abc10')
  })

  it('validate on the server with the same words', () => {
    expect(personNameSchema.safeParse('Rekha Mishra').success).toBe(true)
    expect(personNameSchema.safeParse('<script>').error?.issues[0].message).toBe(NAME_RULE)
    expect(personNameSchema.safeParse('आशा वर्मा').success).toBe(true)
    expect(personNameSchema.parse(' Dr. R.K. Singh-Yadav ')).toBe('Dr. R.K. Singh-Yadav')
    expect(personNameSchema.safeParse('   ').error?.issues[0].message).toBe('Name is required.')
    expect(mobileSchema.safeParse('98765abc10').error?.issues[0].message).toBe('Only numbers are allowed')
    expect(mobileSchema.safeParse('98765').error?.issues[0].message).toBe('Enter a 10-digit mobile number.')
    expect(mobileSchema.safeParse('9876543210').success).toBe(true)
    expect(emailSchema.safeParse('a@b.co').success).toBe(true)
    expect(emailSchema.safeParse('not-an-email').success).toBe(false)
  })

  it('take record ids as positive PostgreSQL integers', () => {
    expect(idSchema.parse({ id: '42' }).id).toBe(42)
    expect(idSchema.parse({ id: 2_147_483_647 }).id).toBe(2_147_483_647)
    for (const id of ['0', '-1', '1.5', 'abc', '', 2_147_483_648, '99999999999', null]) {
      expect(idSchema.safeParse({ id }).error?.issues[0].message, String(id)).toBe('A valid id is required.')
    }
  })
})
