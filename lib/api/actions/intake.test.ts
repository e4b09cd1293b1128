import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { MAX_FORM_FIELDS } from '../input'
import { chooseAgain, formEntries, refusal, sentValues } from './intake'

describe('a form posted to a server action', () => {
  it('is read as the handlers read a multipart body', () => {
    const data = new FormData()
    data.set('$ACTION_ID_abc', '')
    data.set('$ACTION_KEY', 'k1')
    data.set('name', 'Asha Verma')
    data.append('workshops', '1')
    data.append('workshops', '3')
    data.set('LoP', new File([], ''))
    data.set('proof', new File(['x'], 'proof.png'))
    const form = formEntries(data)
    expect(Object.keys(form).sort()).toEqual(['name', 'proof', 'workshops'])
    expect(form.workshops).toBe('1,3')
    expect(sentValues(form, ['name', 'email', 'proof'])).toEqual({ name: 'Asha Verma', email: '', proof: '' })
  })

  it('with too many fields is refused as the API refuses it', () => {
    const data = new FormData()
    for (let i = 0; i <= MAX_FORM_FIELDS; i++) data.set(`f${i}`, 'x')
    expect(() => formEntries(data)).toThrow(ApiError)
  })

  it('is refused with the API’s message and first field errors; a chosen file is to be chosen again', async () => {
    const refused = await refusal(
      new ApiError('invalid', 'email: Enter a valid e-mail address.', {
        fields: { email: ['Enter a valid e-mail address.', 'Too long.'] },
      }),
      { email: 'asha@' },
    )
    expect(refused).toEqual({
      values: { email: 'asha@' },
      errors: { email: 'Enter a valid e-mail address.' },
      message: { tone: 'error', text: 'email: Enter a valid e-mail address.' },
    })
    const worded = await refusal(new ApiError('rate_limited', 'Wait.'), {}, (body, status) =>
      status === 429 ? `${body.error} Later.` : 'Failed.',
    )
    expect(worded.message?.text).toBe('Wait. Later.')
    const data = new FormData()
    data.set('LoP', new File(['%PDF'], 'lop.pdf'))
    expect(chooseAgain(refused, data, 'LoP', 'Choose it again.').message?.text).toBe(
      'email: Enter a valid e-mail address. Choose it again.',
    )
    expect(chooseAgain(refused, new FormData(), 'LoP', 'Choose it again.')).toBe(refused)
  })
})
