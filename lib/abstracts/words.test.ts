// The call for abstracts without a database: the word count (one for the live counter and the
// schema), the schema's rules for a draft and a submission, the editor's form both ways, the
// call's window and the submitter's token.
import { describe, expect, it } from 'vitest'
import { abstractFromForm, authorRows, formValues } from './form'
import { abstractSchema } from './schema'
import { submitterOf, submitterToken } from './token'
import { callRefusal, callState, nextCallBoundary } from './window'
import { countWords, totalWords } from './words'

const terms = { types: ['oral', 'poster'], topics: ['Neonatology'], wordLimit: 20 }
const complete = {
  title: 'A title',
  topic: 'Neonatology',
  type: 'oral',
  authors: [
    { name: 'Asha', affiliation: 'BRD', presenting: true },
    { name: 'Ravi', affiliation: 'KGMU', presenting: false },
  ],
  sections: {
    background: 'one two',
    objectives: 'three',
    methods: 'four',
    results: 'five',
    conclusion: 'six',
  },
}

describe('countWords', () => {
  it('counts runs between any white space, Unicode and line breaks included', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   \n\t ')).toBe(0)
    expect(countWords('Hb 9.2 g/dL')).toBe(3)
    expect(countWords('  anti-HBs\u00a0positive\nin  two\r\n\r\nchildren ')).toBe(5)
    expect(countWords('बच्चों में  बुखार')).toBe(3)
    expect(totalWords({ background: 'a b', results: 'c' })).toBe(3)
  })
})

describe('abstractSchema', () => {
  it('accepts a complete submission and refuses one that is over the limit in all', () => {
    expect(abstractSchema(terms, 'submit').safeParse(complete).success).toBe(true)
    const long = { ...complete, sections: { ...complete.sections, results: 'w '.repeat(16) } }
    const r = abstractSchema(terms, 'draft').safeParse(long)
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['sections'])
  })

  it('wants at least one author and exactly one presenting when submitted', () => {
    const submit = abstractSchema(terms, 'submit')
    expect(submit.safeParse({ ...complete, authors: [] }).error?.issues[0].path).toEqual(['authors'])
    const none = complete.authors.map((a) => ({ ...a, presenting: false }))
    expect(submit.safeParse({ ...complete, authors: none }).success).toBe(false)
    const both = complete.authors.map((a) => ({ ...a, presenting: true }))
    expect(submit.safeParse({ ...complete, authors: both }).success).toBe(false)
    expect(abstractSchema(terms, 'draft').safeParse({ ...complete, authors: both }).success).toBe(false)
    expect(abstractSchema(terms, 'draft').safeParse({ ...complete, authors: none }).success).toBe(true)
  })

  it('lets a draft leave fields empty, never choose outside the call', () => {
    const draft = abstractSchema(terms, 'draft')
    const empty = { title: '', topic: '', type: '', authors: [], sections: {} }
    expect(draft.safeParse({ ...empty, sections: { ...complete.sections, methods: '' } }).success).toBe(true)
    expect(draft.safeParse({ ...complete, topic: 'Astrology' }).success).toBe(false)
    expect(abstractSchema(terms, 'submit').safeParse({ ...complete, title: ' ' }).success).toBe(false)
  })
})

describe('the editor form', () => {
  it('drops empty rows, numbers the rest again and keeps the presenting one', () => {
    const posted = {
      title: 'T',
      'authors.0.name': '',
      'authors.0.affiliation': '',
      'authors.1.name': 'Asha',
      'authors.1.affiliation': 'BRD',
      'authors.2.name': 'Ravi',
      'authors.2.affiliation': 'KGMU',
      'authors.2.email': 'ravi@example.org',
      presenting: '2',
      'sections.results': 'r',
    }
    const fields = abstractFromForm(posted)
    expect(fields.authors).toEqual([
      { name: 'Asha', affiliation: 'BRD', email: '', presenting: false },
      { name: 'Ravi', affiliation: 'KGMU', email: 'ravi@example.org', presenting: true },
    ])
    expect(fields.sections.results).toBe('r')
    const values = formValues(fields)
    expect(values.presenting).toBe('1')
    expect(authorRows(values)).toEqual(fields.authors)
  })
})

describe('the call window', () => {
  const call = { opens_at: '2026-11-01T00:00:00+05:30', closes_at: '2027-02-13T00:00:00+05:30' }
  it('is upcoming, open, then closed at India midnight', () => {
    expect(callState(call, new Date('2026-10-31T18:29:59Z'))).toBe('upcoming')
    expect(callState(call, new Date('2026-10-31T18:30:00Z'))).toBe('open')
    expect(callRefusal(call, new Date('2027-02-12T18:29:59Z'))).toBeNull()
    expect(callState(call, new Date('2027-02-12T18:30:00Z'))).toBe('closed')
    expect(callRefusal(call, new Date('2027-02-12T18:30:00Z'))).toMatch(/closed on 13 Feb 2027/)
    expect(nextCallBoundary(call, new Date('2026-12-01T00:00:00Z'))?.toISOString()).toBe(
      '2027-02-12T18:30:00.000Z',
    )
    expect(nextCallBoundary(call, new Date('2027-03-01T00:00:00Z'))).toBeNull()
  })
})

describe('the submitter token', () => {
  const until = new Date('2026-12-03T00:00:00Z')
  const now = new Date('2026-11-26T00:00:00Z')
  it('opens the pages of its own address until it expires, and cannot be altered', () => {
    const token = submitterToken('a_b@example.org', until)
    expect(submitterOf(token, now)).toEqual({ email: 'a_b@example.org', expiresAt: until })
    expect(submitterOf(token, until)).toBeNull()
    const [expiry, , signed] = token.split('.')
    const other = Buffer.from('aXb@example.org').toString('base64url')
    expect(submitterOf(`${expiry}.${other}.${signed}`, now)).toBeNull()
    const later = (parseInt(expiry, 36) + 86_400).toString(36)
    expect(submitterOf(token.replace(expiry, later), now)).toBeNull()
    for (const bad of ['', 'x', 'a.b', 'a.b.c.d', null, undefined]) expect(submitterOf(bad, now)).toBeNull()
  })
})
