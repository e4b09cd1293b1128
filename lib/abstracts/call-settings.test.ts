// The call editor's write on the run's database: the call of an edition that has none is created,
// then changed (each audited); renamed topics carry their abstracts along (two topics may swap);
// a topic or type that a submitted abstract has chosen cannot be taken away, while drafts that
// chose one taken away choose again; the edition's external form follows; bad input is refused.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { findCall } from './call'
import { callFormValues, callFromForm, type CallFields } from './call-form'
import { callUsage, saveCall } from './call-settings'
import { callSettingsSchema } from './schema'

let editionId = 0
beforeEach(async () => {
  await truncate('jobs', 'audit_logs', 'abstracts', 'abstract_calls')
  editionId = (await findCurrentEdition()).id
})

const TOPICS = ['Neonatology', 'Nutrition', 'Critical care']

const settings = (overrides: Partial<CallFields> = {}) =>
  callSettingsSchema.parse({
    opens_at: '2026-01-01T00:00',
    closes_at: '2099-02-15T18:30',
    types: ['oral', 'poster', 'e_poster'],
    topics: TOPICS.map((t) => ({ name: t, was: t })),
    word_limit: '300',
    guidelines: 'Write in English.',
    presenter_must_register: true,
    register_by: '2099-02-20',
    abstracts_url: '',
    ...overrides,
  })

const abstract = (topic: string, type: string, status: 'draft' | 'submitted' | 'withdrawn') =>
  db().abstract.create({ data: { editionId, email: `${topic}.${status}@example.org`, topic, type, status } })

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, message: e.message, fields: e.fields } : e),
  )

describe('the call editor', () => {
  it('creates the call of an edition that has none, then changes it, each audited', async () => {
    expect(await findCall(editionId)).toBeNull()
    expect(await saveCall(TEST_ADMIN, editionId, settings())).toBe(true)
    expect(await findCall(editionId)).toMatchObject({
      opens_at: '2025-12-31T18:30:00.000Z',
      closes_at: '2099-02-15T13:00:00.000Z',
      topics: TOPICS,
      word_limit: 300,
      presenter_must_register: true,
      register_by: '2099-02-20',
    })
    const url = 'https://forms.example.org/upp-abstracts'
    expect(
      await saveCall(
        TEST_ADMIN,
        editionId,
        settings({ word_limit: '250', abstracts_url: url, presenter_must_register: false }),
      ),
    ).toBe(false)
    expect(await findCall(editionId)).toMatchObject({
      word_limit: 250,
      presenter_must_register: false,
      register_by: null,
    })
    expect((await db().edition.findUniqueOrThrow({ where: { id: editionId } })).abstractsUrl).toBe(url)
    const audit = await db().auditLog.findMany({ orderBy: { id: 'asc' } })
    expect(audit.map((a) => [a.action, a.adminEmail])).toEqual([
      ['abstract-call.create', 'organiser@uppedicon.test'],
      ['abstract-call.update', 'organiser@uppedicon.test'],
    ])
    expect(audit[1].detail).toMatchObject({ wordLimit: 250, abstractsUrl: url })
    expect(await refusal(saveCall(TEST_ADMIN, 2_000_000, settings()))).toMatchObject({ code: 'not_found' })
  })

  it('carries the abstracts along when topics are renamed, even two swapping names', async () => {
    await saveCall(TEST_ADMIN, editionId, settings())
    const a = await abstract('Neonatology', 'oral', 'submitted')
    const b = await abstract('Nutrition', 'poster', 'draft')
    await saveCall(
      TEST_ADMIN,
      editionId,
      settings({
        topics: [
          { name: 'Nutrition', was: 'Neonatology' },
          { name: 'Neonatology', was: 'Nutrition' },
          { name: 'Paediatric critical care', was: 'Critical care' },
        ],
      }),
    )
    const topicOf = async (id: number) => (await db().abstract.findUniqueOrThrow({ where: { id } })).topic
    expect([await topicOf(a.id), await topicOf(b.id)]).toEqual(['Nutrition', 'Neonatology'])
    expect((await findCall(editionId))?.topics).toEqual([
      'Nutrition',
      'Neonatology',
      'Paediatric critical care',
    ])
    const [entry] = await db().auditLog.findMany({ where: { action: 'abstract-call.update' } })
    expect(entry.detail).toMatchObject({
      renamed: { Neonatology: 'Nutrition', 'Critical care': 'Paediatric critical care' },
    })
  })

  it('refuses to remove a topic or type a submitted abstract chose; drafts that chose one choose again', async () => {
    await saveCall(TEST_ADMIN, editionId, settings())
    await abstract('Nutrition', 'poster', 'submitted')
    const draft = await abstract('Critical care', 'e_poster', 'draft')
    const withdrawn = await abstract('Critical care', 'oral', 'withdrawn')
    expect((await callUsage(editionId)).get('topic:Nutrition')).toBe(1)

    const without = (topic: string) => TOPICS.filter((t) => t !== topic).map((t) => ({ name: t, was: t }))
    expect(
      await refusal(saveCall(TEST_ADMIN, editionId, settings({ topics: without('Nutrition') }))),
    ).toEqual({
      code: 'conflict',
      message: '“Nutrition” is the topic of 1 submitted abstract: it cannot be removed (rename it instead).',
      fields: {
        topics: [
          '“Nutrition” is the topic of 1 submitted abstract: it cannot be removed (rename it instead).',
        ],
      },
    })
    expect(
      await refusal(saveCall(TEST_ADMIN, editionId, settings({ types: ['oral', 'e_poster'] }))),
    ).toMatchObject({
      code: 'conflict',
      message: 'Poster is the type of 1 submitted abstract: keep offering it.',
    })
    expect((await findCall(editionId))?.topics).toEqual(TOPICS)

    // Nothing submitted chose Critical care or the e-poster: they go, and the draft chooses again.
    await saveCall(
      TEST_ADMIN,
      editionId,
      settings({ topics: without('Critical care'), types: ['oral', 'poster'] }),
    )
    expect(await db().abstract.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      topic: '',
      type: '',
    })
    expect(await db().abstract.findUniqueOrThrow({ where: { id: withdrawn.id } })).toMatchObject({
      topic: 'Critical care',
      type: 'oral',
    })
    expect((await findCall(editionId))?.types).toEqual(['oral', 'poster'])
  })

  it('is given what the form posts, checked by the schema both sides use', () => {
    const posted = callFormValues({
      opens_at: '2027-01-01T00:00',
      closes_at: '2026-12-01T00:00',
      types: [],
      topics: [],
      word_limit: '20',
      guidelines: '',
      presenter_must_register: false,
      register_by: '',
      abstracts_url: 'ftp://example.org',
    })
    const parsed = callSettingsSchema.safeParse(callFromForm(posted))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'abstracts_url',
      'closes_at',
      'topics',
      'types',
      'word_limit',
    ])
  })
})
