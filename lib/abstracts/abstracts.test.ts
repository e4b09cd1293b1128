// The call for abstracts on the run's database: numbers from the edition's counter (parallel
// submissions never share one, drafts take none), the window (nothing changes once the call has
// closed), withdrawal, the exact e-mail match, and the receipt mail.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { runDueJobs } from '@/lib/jobs/runner'
import { truncate } from '@/test/db'
import { withSmtpSink } from '@/test/smtp-hooks'
import { demoCallData } from '../../prisma/demo-abstracts'
import type { AbstractFields } from './form'
import { findAbstract, listAbstracts, saveAbstract, withdrawAbstract } from './service'

const smtp = withSmtpSink()
const DAY = 86_400_000

let editionId = 0
beforeEach(async () => {
  await truncate('jobs', 'audit_logs', 'abstracts', 'abstract_calls', 'counters')
  const edition = await findCurrentEdition()
  editionId = edition.id
  await db().abstractCall.create({ data: { editionId, ...demoCallData(edition.starts_on) } })
})

const fields = (overrides: Partial<AbstractFields> = {}): AbstractFields => ({
  title: 'Scrub typhus in children',
  topic: 'Infectious diseases',
  type: 'poster',
  authors: [
    { name: 'Dr. Asha Verma', affiliation: 'BRD Medical College', presenting: true },
    { name: 'Dr. Ravi Kumar', affiliation: 'KGMU', presenting: false },
  ],
  sections: {
    background: 'Scrub typhus is common.',
    objectives: 'To describe it.',
    methods: 'A review of records.',
    results: 'Most recovered.',
    conclusion: 'Suspect it early.',
  },
  ...overrides,
})

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? e.code : e),
  )

describe('abstracts', () => {
  it('numbers submissions from the edition counter: parallel submits never share a number', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => saveAbstract(`a${i}@example.org`, null, fields(), 'draft')),
    )
    expect(drafts.every((d) => d.status === 'draft' && d.number === null)).toBe(true)
    const submitted = await Promise.all(
      drafts.map((d, i) => saveAbstract(`a${i}@example.org`, d.id, fields(), 'submit')),
    )
    const numbers = submitted.map((s) => s.number).sort()
    const { registration_prefix: prefix } = await findCurrentEdition()
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `${prefix}A-000${i + 1}`))
    // Changing a submitted abstract keeps its number and its state.
    const again = await saveAbstract('a0@example.org', drafts[0].id, fields({ title: 'New title' }), 'draft')
    expect(again).toMatchObject({ status: 'submitted', number: submitted[0].number, title: 'New title' })
    // A withdrawn abstract keeps its number, and no later one takes it again.
    await withdrawAbstract('a1@example.org', drafts[1].id)
    expect((await saveAbstract('z@example.org', null, fields(), 'submit')).number).toBe(`${prefix}A-0009`)
    const counter = await db().counter.findUniqueOrThrow({ where: { name: `abstract:${editionId}` } })
    expect(counter.value).toBe(9)
    await runDueJobs()
    expect(smtp.received).toHaveLength(9)
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      [...drafts.map((_, i) => `a${i}@example.org`), 'z@example.org'].sort(),
    )
  })

  it('checks a submission fully and a draft lightly', async () => {
    const draft = await saveAbstract('b@example.org', null, fields({ title: '', topic: '' }), 'draft')
    expect(draft.status).toBe('draft')
    expect(await refusal(saveAbstract('b@example.org', draft.id, fields({ title: '' }), 'submit'))).toBe(
      'invalid',
    )
    const long = fields({ sections: { ...fields().sections, results: 'word '.repeat(300) } })
    expect(await refusal(saveAbstract('b@example.org', draft.id, long, 'draft'))).toBe('invalid')
    const two = fields({ authors: fields().authors.map((a) => ({ ...a, presenting: true })) })
    expect(await refusal(saveAbstract('b@example.org', draft.id, two, 'submit'))).toBe('invalid')
    expect(
      await refusal(saveAbstract('b@example.org', draft.id, fields({ topic: 'Astrology' }), 'submit')),
    ).toBe('invalid')
  })

  it('refuses every change once the call has closed (409), and before it opens', async () => {
    const a = await saveAbstract('c@example.org', null, fields(), 'submit')
    const call = await db().abstractCall.findUniqueOrThrow({ where: { editionId } })
    const after = new Date(call.closesAt.getTime() + 1000)
    expect(await refusal(saveAbstract('c@example.org', a.id, fields(), 'draft', after))).toBe('conflict')
    expect(await refusal(saveAbstract('c@example.org', null, fields(), 'draft', after))).toBe('conflict')
    const before = new Date(call.opensAt.getTime() - DAY)
    expect(await refusal(saveAbstract('c@example.org', null, fields(), 'draft', before))).toBe('conflict')
    expect((await findAbstract('c@example.org', a.id))?.title).toBe(fields().title)
  })

  it('withdraws an abstract, which then stays as it is', async () => {
    const a = await saveAbstract('d@example.org', null, fields(), 'submit')
    const w = await withdrawAbstract('d@example.org', a.id)
    expect(w).toMatchObject({ status: 'withdrawn', number: a.number })
    expect(await refusal(saveAbstract('d@example.org', a.id, fields(), 'draft'))).toBe('conflict')
    expect((await withdrawAbstract('d@example.org', a.id)).status).toBe('withdrawn')
    const audit = await db().auditLog.findMany({ where: { entity: 'abstract' }, orderBy: { id: 'asc' } })
    expect(audit.map((x) => x.action)).toEqual(['abstract.create', 'abstract.submit', 'abstract.withdraw'])
  })

  it('matches the submitter’s address exactly, never as a pattern', async () => {
    const a = await saveAbstract('a_b@example.org', null, fields(), 'draft')
    for (const other of ['aXb@example.org', 'a%@example.org', '%', 'A_B@example.org ']) {
      expect(await findAbstract(other, a.id)).toBeNull()
      expect(await listAbstracts(other)).toEqual([])
      expect(await refusal(saveAbstract(other, a.id, fields(), 'submit'))).toBe('not_found')
      expect(await refusal(withdrawAbstract(other, a.id))).toBe('not_found')
    }
    expect((await listAbstracts('a_b@example.org')).map((x) => x.id)).toEqual([a.id])
  })
})
