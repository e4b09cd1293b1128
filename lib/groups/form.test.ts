// The group form's input, without a database: its posted rows (`delegates.<n>.<field>`) as the
// group's input and back, the buttons that add and remove rows before the script runs, the schema's
// refusals said by row ("Row 3, Email: …"), and the CSV upload as spreadsheets write it.
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { ageOn, todayInIndia } from '@/lib/dates'
import { delegatesFromCsv, delegatesFromFile, MAX_CSV_BYTES } from './csv'
import {
  applyIntent,
  checkGroup,
  CSV_FIELD,
  DELEGATE_FIELDS,
  EMPTY_ROW,
  formValues,
  MAX_GROUP_DELEGATES,
  postedGroup,
  rowMessages,
  splitErrors,
} from './form'
import * as schemas from './schema'

const AGE = String(ageOn('1980-01-31', todayInIndia()))
const HEADER = DELEGATE_FIELDS.join(',')
const line = (n: number, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    name: 'Asha Verma',
    mobile_number: `98110000${String(n).padStart(2, '0')}`,
    email: `asha${n}@example.org`,
    date_of_birth: '1980-01-31',
    age: AGE,
    address: 'Civil Lines',
    designation: 'consultant',
    category: 'NonMember',
    ciapMembership: '',
    aopUpMembership: '',
    medical_council: '',
    council_reg_number: '',
    accompanying_person: 'No',
    workshops: '',
    discount_code: '',
    ...overrides,
  }
  return DELEGATE_FIELDS.map((f) => cells[f]).join(',')
}
const INSTITUTION = {
  institution: 'BRD Medical College',
  gstin: '',
  address: 'Medical College Road, Gorakhpur',
  state: '09',
  contact_name: 'Meera Singh',
  contact_email: 'pg.office@example.org',
  contact_mobile: '9811122233',
}

const refusalOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as ApiError
  }
  throw new Error('not refused')
}

describe('the group form’s rows', () => {
  it('reads the posted rows in the order of their numbers, renumbered from 0, and shows them again', () => {
    const posted = postedGroup({
      ...INSTITUTION,
      'delegates.5.name': 'Ravi Kumar',
      'delegates.2.name': 'Asha Verma',
      'delegates.2.email': 'asha@example.org',
      'delegates.2.unknown': 'x',
      $ACTION_ID_1: '',
    })
    expect(posted.group).toEqual(INSTITUTION)
    expect(posted.delegates).toEqual([
      { ...EMPTY_ROW, name: 'Asha Verma', email: 'asha@example.org' },
      { ...EMPTY_ROW, name: 'Ravi Kumar' },
    ])
    const values = formValues(posted)
    expect(values['delegates.1.name']).toBe('Ravi Kumar')
    expect(postedGroup(values)).toEqual(posted)
  })

  it('adds a row, removes one (never the last), at most the group’s limit', () => {
    const two = postedGroup({ 'delegates.0.name': 'A', 'delegates.1.name': 'B' })
    expect(applyIntent(two, 'add').delegates.map((d) => d.name)).toEqual(['A', 'B', ''])
    expect(applyIntent(two, 'remove:0').delegates.map((d) => d.name)).toEqual(['B'])
    expect(applyIntent({ ...two, delegates: [two.delegates[0]] }, 'remove:0').delegates).toEqual([EMPTY_ROW])
    const full = { ...two, delegates: Array.from({ length: MAX_GROUP_DELEGATES }, () => EMPTY_ROW) }
    expect(applyIntent(full, 'add').delegates).toHaveLength(MAX_GROUP_DELEGATES)
  })

  it('checks the group with its schema and says each row’s problems by its number', () => {
    const rows = delegatesFromCsv(`${HEADER}\n${line(1)}\n${line(2, { email: 'ravi@' })}\n${line(3)}`)
    const ok = checkGroup(schemas, { group: INSTITUTION, delegates: [rows[0], rows[2]] })
    expect(ok.input?.delegates.map((d) => d.email)).toEqual(['asha1@example.org', 'asha3@example.org'])
    const bad = checkGroup(schemas, { group: { ...INSTITUTION, state: '' }, delegates: rows })
    // An empty field is said to be missing; a wrong one, what is wrong with it.
    expect(bad).toEqual({
      errors: { state: 'This field is required.', 'delegates.1.email': 'Enter a valid e-mail address.' },
      message: 'Please fill all required fields',
    })
    expect(checkGroup(schemas, { group: INSTITUTION, delegates: rows }).message).toBe(
      'Please correct the highlighted fields.',
    )
    const split = splitErrors({ ...bad.errors, 'delegates.2': 'Already registered.' }, rows.length)
    expect(split.group).toEqual({ state: 'This field is required.' })
    expect(rowMessages(split.rows)).toEqual([
      'Row 2, Email: Enter a valid e-mail address.',
      'Row 3: Already registered.',
    ])
  })
})

describe('the group form’s CSV upload', () => {
  it('reads a good file into the form’s rows', () => {
    const rows = delegatesFromCsv(`${HEADER}\n${line(1)}\n${line(2)}\n`)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ email: 'asha2@example.org', accompanying_person: 'No', age: AGE })
  })

  it('takes a byte-order mark, CRLF, quoted commas, columns in any order, labels, dates and Yes/No as written', () => {
    const text =
      '\uFEFFEmail,Name,Mobile Number,Date of birth,age,address,designation,category,accompanying_person\r\n' +
      `asha@example.org,"Verma, Asha",9811100001,31/01/1980,${AGE},"Civil Lines, ""Gorakhpur""",Consultant,PG Student,true\r\n` +
      `ravi@example.org,Ravi Kumar,9811100002,1980-01-31,${AGE},Lucknow,nurse,NonMember,no\r\n`
    const rows = delegatesFromCsv(text)
    expect(rows[0]).toEqual({
      ...EMPTY_ROW,
      email: 'asha@example.org',
      name: 'Verma, Asha',
      mobile_number: '9811100001',
      date_of_birth: '1980-01-31',
      age: AGE,
      address: 'Civil Lines, "Gorakhpur"',
      designation: 'consultant',
      category: 'PG_Student',
      accompanying_person: 'Yes',
    })
    expect(rows[1].accompanying_person).toBe('No')
  })

  it('refuses a header without a column the delegates need, or with one it does not know', () => {
    const missing = refusalOf(() => delegatesFromCsv(`name,email\nAsha,a@example.org`))
    expect(missing.code).toBe('invalid')
    expect(missing.message).toMatch(/^The header has no column mobile_number, date_of_birth/)
    expect(missing.fields).toEqual({ [CSV_FIELD]: [missing.message] })
    expect(refusalOf(() => delegatesFromCsv(`${HEADER},S.No.\n${line(1)},1`)).message).toMatch(
      /^Unknown column "S.No."/,
    )
    expect(refusalOf(() => delegatesFromCsv(`${HEADER}\n`)).message).toMatch(/no delegates/)
    expect(refusalOf(() => delegatesFromCsv('')).message).toMatch(/empty/)
    expect(refusalOf(() => delegatesFromCsv(`${HEADER}\n${line(1)},extra`)).message).toMatch(
      /^Row 1 has more cells than the header/,
    )
  })

  it('refuses more rows than a group takes, and a file too large before reading it', async () => {
    const lines = Array.from({ length: MAX_GROUP_DELEGATES + 1 }, (_, i) => line(i))
    expect(refusalOf(() => delegatesFromCsv([HEADER, ...lines].join('\n'))).message).toBe(
      `The file has ${MAX_GROUP_DELEGATES + 1} delegates: at most ${MAX_GROUP_DELEGATES} in one group.`,
    )
    const huge = new File([HEADER, '\n', 'x'.repeat(MAX_CSV_BYTES)], 'delegates.csv')
    const refused = await delegatesFromFile(huge).catch((e: ApiError) => e)
    expect(refused).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is too large: 256 KB at most.',
    })
    const good = new File([`${HEADER}\r\n${line(1)}\r\n`], 'delegates.csv', { type: 'text/csv' })
    expect(await delegatesFromFile(good)).toHaveLength(1)
  })

  it('leaves a bad cell to the schema, which names its row', () => {
    const rows = delegatesFromCsv(
      `${HEADER}\n${line(1)}\n${line(2)}\n${line(3, { email: 'not-an-address' })}`,
    )
    const bad = checkGroup(schemas, { group: INSTITUTION, delegates: rows })
    expect(rowMessages(splitErrors(bad.errors!, rows.length).rows)).toEqual([
      'Row 3, Email: Enter a valid e-mail address.',
    ])
  })
})
