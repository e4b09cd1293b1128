// The call editor's pure rules: the posted form read both ways, the topic rows' buttons, what a
// change of topics renames and removes, the refusal of a topic or type still in use, and the
// call's schema (its window, types, topics and limits), as the form and the server apply it.
import { describe, expect, it } from 'vitest'
import {
  applyTopicIntent,
  callFormValues,
  callFromForm,
  inUseRefusal,
  topicChanges,
  topicRowsOf,
  type CallFields,
} from './call-form'
import { callSettingsSchema } from './schema'
import { TYPE_LABELS, type AbstractType } from './words'

const fields = (overrides: Partial<CallFields> = {}): CallFields => ({
  opens_at: '2027-01-01T00:00',
  closes_at: '2027-02-15T18:30',
  types: ['oral', 'poster'],
  topics: [
    { name: 'Neonatology', was: 'Neonatology' },
    { name: 'Critical care', was: '' },
  ],
  word_limit: '250',
  guidelines: 'Write in English.',
  presenter_must_register: true,
  register_by: '2027-02-20',
  abstracts_url: '',
  ...overrides,
})

const errorsOf = (c: CallFields) => {
  const parsed = callSettingsSchema.safeParse(c)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the call editor’s form', () => {
  it('reads what it draws, the ticked types joined, empty new rows dropped', () => {
    const values = callFormValues(fields())
    expect(values.types).toBe('oral,poster')
    expect(values.presenter_must_register).toBe('yes')
    expect(callFromForm(values)).toEqual(fields())
    const withEmpty = { ...values, 'topics.2.name': '  ', 'topics.2.was': '' }
    expect(callFromForm(withEmpty).topics).toHaveLength(2)
    expect(topicRowsOf(withEmpty)).toHaveLength(3)
    // A topic emptied by hand stays, to be refused ("Name the topic, or remove it.").
    expect(callFromForm({ ...values, 'topics.0.name': '' }).topics[0]).toEqual({
      name: '',
      was: 'Neonatology',
    })
  })

  it('adds, removes and moves rows; a button naming no row changes nothing', () => {
    const rows = ['a', 'b', 'c']
    const blank = () => ''
    expect(applyTopicIntent(rows, 'add-topic', blank)).toEqual(['a', 'b', 'c', ''])
    expect(applyTopicIntent(rows, 'remove-topic:1', blank)).toEqual(['a', 'c'])
    expect(applyTopicIntent(rows, 'topic-up:2', blank)).toEqual(['a', 'c', 'b'])
    expect(applyTopicIntent(rows, 'topic-down:0', blank)).toEqual(['b', 'a', 'c'])
    for (const intent of ['topic-up:0', 'topic-down:2', 'remove-topic:3', 'remove-topic:x', 'save', 'drop'])
      expect(applyTopicIntent(rows, intent, blank)).toEqual(rows)
    expect(applyTopicIntent(Array.from({ length: 40 }, blank), 'add-topic', blank)).toHaveLength(40)
  })
})

describe('a change of topics', () => {
  const before = ['Neonatology', 'Nutrition', 'Critical care']

  it('renames what a row was, removes what no row names or was', () => {
    expect(
      topicChanges(before, [
        { name: 'Neonatal medicine', was: 'Neonatology' },
        { name: 'Critical care', was: 'Critical care' },
        { name: 'Genetics', was: '' },
      ]),
    ).toEqual({ renamed: [['Neonatology', 'Neonatal medicine']], removed: ['Nutrition'] })
    // Two topics swapping names are two renamings, nothing removed.
    expect(
      topicChanges(before, [
        { name: 'Nutrition', was: 'Neonatology' },
        { name: 'Neonatology', was: 'Nutrition' },
        { name: 'Critical care', was: 'Critical care' },
      ]),
    ).toEqual({
      renamed: [
        ['Neonatology', 'Nutrition'],
        ['Nutrition', 'Neonatology'],
      ],
      removed: [],
    })
    // A row's "was" that the call never had renames nothing; a topic typed again is kept.
    expect(
      topicChanges(before, [
        { name: 'X', was: 'Astrology' },
        { name: 'Nutrition', was: '' },
      ]),
    ).toEqual({ renamed: [], removed: ['Neonatology', 'Critical care'] })
  })

  it('refuses to take away a topic or a type that submitted abstracts have chosen', () => {
    const label = (t: string) => TYPE_LABELS[t as AbstractType]
    const inUse = new Map([
      ['topic:Nutrition', 3],
      ['topic:Genetics', 1],
      ['type:poster', 1],
    ])
    expect(inUseRefusal({ topics: ['Critical care'], types: ['e_poster'] }, inUse, label)).toBeNull()
    expect(inUseRefusal({ topics: ['Nutrition'], types: [] }, inUse, label)).toEqual({
      field: 'topics',
      message: '“Nutrition” is the topic of 3 submitted abstracts: it cannot be removed (rename it instead).',
    })
    expect(inUseRefusal({ topics: ['Genetics'], types: [] }, inUse, label)?.message).toContain(
      'of 1 submitted abstract:',
    )
    expect(inUseRefusal({ topics: [], types: ['poster'] }, inUse, label)).toEqual({
      field: 'types',
      message: 'Poster is the type of 1 submitted abstract: keep offering it.',
    })
  })
})

describe('the call’s schema', () => {
  it('reads India times as instants and keeps the rest', () => {
    const parsed = callSettingsSchema.parse(fields({ guidelines: '  Write in English.  ' }))
    expect(parsed.opens_at.toISOString()).toBe('2026-12-31T18:30:00.000Z')
    expect(parsed.closes_at.toISOString()).toBe('2027-02-15T13:00:00.000Z')
    expect(parsed).toMatchObject({
      word_limit: 250,
      guidelines: 'Write in English.',
      types: ['oral', 'poster'],
    })
  })

  it('refuses a call that closes before it opens, offers nothing, or breaks a limit', () => {
    expect(errorsOf(fields({ closes_at: '2027-01-01T00:00' }))).toEqual({
      closes_at: 'The call must close after it opens.',
    })
    expect(errorsOf(fields({ opens_at: '1 January' }))).toEqual({
      opens_at: 'Enter when the call opens (date and time).',
    })
    expect(errorsOf(fields({ types: [] }))).toEqual({ types: 'Offer at least one presentation type.' })
    expect(errorsOf(fields({ types: ['oral', 'workshop'] }))['types.1']).toBeDefined()
    expect(errorsOf(fields({ topics: [] }))).toEqual({ topics: 'List at least one topic.' })
    expect(
      errorsOf(
        fields({
          topics: [
            { name: 'Neonatology', was: '' },
            { name: ' neonatology ', was: '' },
          ],
        }),
      ),
    ).toEqual({ 'topics.1.name': 'This topic is listed twice.' })
    expect(errorsOf(fields({ topics: [{ name: ' ', was: 'Neonatology' }] }))).toEqual({
      'topics.0.name': 'Name the topic, or remove it.',
    })
    const many = Array.from({ length: 41 }, (_, i) => ({ name: `Topic ${i}`, was: '' }))
    expect(errorsOf(fields({ topics: many }))).toEqual({ topics: 'At most 40 topics.' })
    for (const limit of ['49', '1001', '300.5', 'three hundred'])
      expect(errorsOf(fields({ word_limit: limit }))).toEqual({
        word_limit: 'A word limit from 50 to 1000 words.',
      })
    expect(errorsOf(fields({ guidelines: 'x'.repeat(5001) })).guidelines).toBeDefined()
    expect(errorsOf(fields({ register_by: '2027-02-30' })).register_by).toBeDefined()
    expect(errorsOf(fields({ abstracts_url: 'javascript:alert(1)' })).abstracts_url).toBe(
      'Enter a web address (https://…).',
    )
    expect(errorsOf(fields({ abstracts_url: 'https://forms.example.org/call' }))).toEqual({})
  })
})
