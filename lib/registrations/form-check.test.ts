import { describe, expect, it } from 'vitest'
import { REQUIRED_FIELDS_MESSAGE } from './flow'
import { CORRECT_FIELDS_MESSAGE, EMPTY_REGISTRATION, proofProblems, registrationProblems } from './form-check'
import * as schemas from './schema'

const valid = {
  ...EMPTY_REGISTRATION,
  name: 'Asha Verma',
  mobile_number: '9876543210',
  email: 'asha@example.org',
  date_of_birth: '1980-01-01',
  address: 'Civil Lines, Gorakhpur',
  age: String(new Date().getUTCFullYear() - 1980),
  designation: 'consultant',
  accompanying_person: 'No',
  category: 'NonMember',
}

describe('the registration and proof forms’ checks (script and server action alike)', () => {
  it('name each missing field, then each refused one, with the form’s message', () => {
    expect(registrationProblems(schemas, valid, null)).toEqual({ errors: {}, message: null })
    const empty = registrationProblems(schemas, EMPTY_REGISTRATION, null)
    expect(empty.message).toBe(REQUIRED_FIELDS_MESSAGE)
    expect(empty.errors.date_of_birth).toMatch(/required/i)
    const wrong = registrationProblems(schemas, { ...valid, email: 'asha@', age: '121' }, null)
    expect(wrong.message).toBe(CORRECT_FIELDS_MESSAGE)
    expect(Object.keys(wrong.errors).sort()).toEqual(['age', 'email'])
    const text = registrationProblems(schemas, valid, new File(['hi'], 'notes.txt'))
    expect(text.errors).toEqual({ LoP: 'Only PDF, JPG, JPEG or PNG files are allowed.' })
  })

  it('need a proof file and a registration for a proof', () => {
    const values = { payment_option: 'neft_rtgs', transaction_id: 'NEFT1', transaction_date: '2026-11-20' }
    const owner = { participant_id: 7, participant_token: 't' }
    expect(proofProblems(schemas, values, owner, new File(['x'], 'proof.png'))).toEqual({
      errors: {},
      message: null,
    })
    expect(proofProblems(schemas, values, owner, null)).toEqual({
      errors: { proof_of_payment: 'This field is required.' },
      message: REQUIRED_FIELDS_MESSAGE,
    })
    expect(proofProblems(schemas, values, {}, new File(['x'], 'proof.png')).message).toBe(
      CORRECT_FIELDS_MESSAGE,
    )
  })
})
