// Each delegate's workshops and discount code on the group form, without a database: ticked boxes
// posted as repeated `delegates.<n>.workshops` and the typed code become the schema's input and
// come back as the form's values; a CSV file names the workshops by title or number; the server's
// refusal of a row's code or workshop lands under that row's field.
import { describe, expect, it } from 'vitest'
import { ageOn, todayInIndia } from '@/lib/dates'
import { CODE_FORMAT_MESSAGE, CODE_REFUSED } from '@/lib/discounts/words'
import { WORKSHOP_CLOSED, WORKSHOP_FULL, type WorkshopOffer } from '@/lib/workshops/offers'
import { delegatesFromCsv, matchWorkshops } from './csv'
import {
  checkGroup,
  EMPTY_ROW,
  formValues,
  postedFields,
  postedGroup,
  rowMessages,
  splitErrors,
} from './form'
import * as schemas from './schema'

const AGE = String(ageOn('1980-01-31', todayInIndia()))
const INSTITUTION = {
  institution: 'BRD Medical College',
  gstin: '',
  address: 'Medical College Road, Gorakhpur',
  state: '09',
  contact_name: 'Meera Singh',
  contact_email: 'pg.office@example.org',
  contact_mobile: '9811122233',
}
const DELEGATE = {
  name: 'Asha Verma',
  date_of_birth: '1980-01-31',
  age: AGE,
  address: 'Civil Lines',
  designation: 'consultant',
  category: 'NonMember',
  accompanying_person: 'No',
}
const offer = (id: number, title: string, seats_left = 10): WorkshopOffer => ({
  id,
  title,
  fee: 1500,
  capacity: 30,
  seats_left,
  deadline: '2099-12-31',
})
const OFFERS = [offer(7, 'Neonatal Resuscitation Programme (NRP) Workshop'), offer(9, 'PALS', 0)]

/** A posted form of two rows: the first ticks two workshops, the second types a code. */
function postedForm() {
  const data = new FormData()
  for (const [k, v] of Object.entries(INSTITUTION)) data.append(k, v)
  ;[0, 1].forEach((n) => {
    for (const [k, v] of Object.entries(DELEGATE)) data.append(`delegates.${n}.${k}`, v)
    data.append(`delegates.${n}.email`, `asha${n}@example.org`)
    data.append(`delegates.${n}.mobile_number`, `981100000${n}`)
  })
  data.append('delegates.0.workshops', '7')
  data.append('delegates.0.workshops', '9')
  data.append('delegates.1.discount_code', ' welcome10 ')
  data.append('delegates_csv', new File([], ''))
  return data
}

describe('a group row’s workshops and discount code on the form', () => {
  it('reads the ticked boxes and the code into the schema’s input, and shows them again', () => {
    const posted = postedGroup(postedFields(postedForm()))
    expect(posted.delegates.map((d) => [d.workshops, d.discount_code])).toEqual([
      ['7,9', ''],
      ['', ' welcome10 '],
    ])
    const { input } = checkGroup(schemas, posted)
    expect(input?.delegates.map((d) => [d.workshops, d.discount_code])).toEqual([
      [[7, 9], ''],
      [[], 'WELCOME10'],
    ])
    const values = formValues(posted)
    expect(values['delegates.0.workshops']).toBe('7,9')
    expect(values['delegates.1.discount_code']).toBe(' welcome10 ')
    expect(postedGroup(values)).toEqual(posted)
  })

  it('says a code that is not one under the row’s field', () => {
    const posted = postedGroup(postedFields(postedForm()))
    posted.delegates[1] = { ...posted.delegates[1], discount_code: 'ten % off' }
    const bad = checkGroup(schemas, posted)
    expect(bad.errors).toEqual({ 'delegates.1.discount_code': CODE_FORMAT_MESSAGE })
    expect(rowMessages(splitErrors(bad.errors!, 2).rows)).toEqual([
      `Row 2, Discount code: ${CODE_FORMAT_MESSAGE}`,
    ])
  })

  it('puts the server’s refusal of a row’s code or workshop under that row’s field', () => {
    const split = splitErrors(
      {
        'delegates.0': CODE_REFUSED.used,
        'delegates.1': WORKSHOP_FULL,
        'delegates.2': `${WORKSHOP_CLOSED} (PALS)`,
        'delegates.3': 'Already registered for this conference.',
      },
      4,
    )
    expect(split.rows).toEqual([
      { discount_code: CODE_REFUSED.used },
      { workshops: WORKSHOP_FULL },
      { workshops: `${WORKSHOP_CLOSED} (PALS)` },
      { row: 'Already registered for this conference.' },
    ])
  })
})

const HEADER = 'name,mobile_number,email,date_of_birth,age,address,designation,category,accompanying_person'
const line = (n: number, extra: string) =>
  `Asha Verma,981100000${n},asha${n}@example.org,1980-01-31,${AGE},Civil Lines,consultant,NonMember,No,${extra}`

describe('a CSV file’s workshops and discount codes', () => {
  it('matches the workshops by title (case aside) or number, and keeps the code', () => {
    const rows = delegatesFromCsv(
      `${HEADER},Workshops,Discount code\n` +
        `${line(1, 'neonatal resuscitation programme (nrp) workshop; 9,welcome10')}\n` +
        `${line(2, ',')}\n`,
    )
    const { delegates, errors } = matchWorkshops(rows, OFFERS)
    expect(errors).toEqual({})
    expect(delegates.map((d) => [d.workshops, d.discount_code])).toEqual([
      ['7,9', 'welcome10'],
      ['', ''],
    ])
    const { input } = checkGroup(schemas, { group: INSTITUTION, delegates })
    expect(input?.delegates[0]).toMatchObject({ workshops: [7, 9], discount_code: 'WELCOME10' })
    // Shown again, the file's rows are the form's, with the boxes ticked.
    expect(postedGroup(formValues({ group: INSTITUTION, delegates })).delegates).toEqual(delegates)
  })

  it('names the row of a workshop it does not know, and registers nothing', () => {
    const rows = delegatesFromCsv(
      `${HEADER},workshops\n${line(1, 'PALS')}\n${line(2, 'Yoga for paediatricians; 7; NRP')}\n`,
    )
    const { delegates, errors } = matchWorkshops(rows, OFFERS)
    expect(delegates[1].workshops).toBe('7')
    const bad = checkGroup(schemas, { group: INSTITUTION, delegates }, errors)
    expect(bad.input).toBeUndefined()
    expect(rowMessages(splitErrors(bad.errors!, 2).rows)).toEqual([
      'Row 2, Workshops: No workshop named "Yoga for paediatricians", "NRP".',
    ])
  })

  it('leaves out the columns when the file has none', () => {
    const rows = delegatesFromCsv(`${HEADER}\n${line(1, '').slice(0, -1)}\n`)
    expect(matchWorkshops(rows, OFFERS).delegates[0]).toMatchObject({ workshops: '', discount_code: '' })
    expect(EMPTY_ROW).toMatchObject({ workshops: '', discount_code: '' })
  })
})
