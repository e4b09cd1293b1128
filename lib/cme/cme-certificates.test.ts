// CME certificates on the run's database: the delegate's council fields are stored, certificates
// are refused before the release and below the minimum attendance (issuing and downloading), then
// print the hours of the days attended; the council's report lists the certified delegates.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { issueCertificates } from '@/lib/certificates/issue'
import { certificateFacts, findCertificate } from '@/lib/certificates/records'
import { verificationResponse } from '@/lib/certificates/verification'
import { addIsoDays, fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { currentDesk } from '@/lib/tickets/desk-window'
import { testCertificateCode } from '@/test/certificates'
import { delegate } from '@/test/delegates'
import { councilReport } from './report'
import type { CmeSettingsInput } from './schema'
import { saveCmeSettings } from './settings'
import { cmeStanding } from './standing'

const actor = { kind: 'admin' as const, email: 'cme@uppedicon.test', ip: '203.0.113.5' }
let editionId: number
let first: string

const SETTINGS: CmeSettingsInput = {
  council: 'UP',
  accreditationNumber: 'UPMC/CME/2027/9',
  accreditationDate: '2026-10-01',
  hoursPerDay: 4,
  releaseRule: 'on_date',
  releaseOn: '2099-01-01',
  lastDayEndsTime: '17:30',
  minDays: 2,
  feedbackSkippable: false,
}

beforeAll(async () => {
  const { edition, desk } = await currentDesk()
  editionId = edition.id
  first = desk.starts_on
})

async function attending(days: number, council = { medical_council: 'UP', council_reg_number: '45678' }) {
  const p = await submitRegistration(
    delegate({
      category: 'seniorcitizen',
      name: `Dr. Cme ${[...randomBytes(6)].map((b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('')}`,
      ...council,
    }),
  )
  for (let d = 0; d < days; d++)
    await db().checkIn.create({
      data: { registrationId: p.id, editionId, day: fromIsoDate(addIsoDays(first, d)), byName: 'Desk 1' },
    })
  const code = testCertificateCode()
  await db().certificate.create({ data: { registrationId: p.id, editionId, code, mailStatus: 'sent' } })
  return { id: p.id, code }
}

const pdfStatus = async (code: string) =>
  (await verificationResponse(`${code}.pdf`, new Request(`http://x/certificate/${code}.pdf`))).status

describe('CME certificates', () => {
  it('stores the council and number the delegate gave, and refuses a number of the wrong shape', async () => {
    const { id } = await attending(0)
    expect(await db().registration.findUnique({ where: { id } })).toMatchObject({
      medicalCouncil: 'UP',
      councilRegNumber: '45678',
    })
    expect(() => delegate({ medical_council: 'UP', council_reg_number: 'UP/45' })).toThrow(/look like 45678/)
  })

  it('refuses before the release, below the minimum, then prints the hours of the days attended', async () => {
    const three = await attending(3)
    const one = await attending(1)
    const two = await attending(2, { medical_council: 'DL', council_reg_number: 'DMC/R/777' })
    await saveCmeSettings(actor, editionId, SETTINGS)
    expect(await pdfStatus(three.code)).toBe(409)
    const early = await issueCertificates(actor, editionId, { all: true }).catch((e: ApiError) => e)
    expect(early).toMatchObject({ status: 409, message: /^Certificates are released on 1 Jan 2099/ })

    await saveCmeSettings(actor, editionId, { ...SETTINGS, releaseOn: '2020-01-01' })
    expect(await pdfStatus(one.code)).toBe(422)
    expect((await cmeStanding(editionId, one.id))?.refusal?.message).toBe(
      'A certificate needs 2 of the 3 conference days; you attended 1.',
    )
    expect(await pdfStatus(two.code)).toBe(200)
    const facts = await certificateFacts((await findCertificate(two.code))!)
    expect(facts.cmeHours).toBe(8)
    expect(facts.cme).toMatchObject({
      registration: 'Delhi Medical Council registration DMC/R/777',
      attendance: expect.stringMatching(/\(2 of 3 days\)$/),
      accreditation: 'Accredited by the Uttar Pradesh Medical Council, UPMC/CME/2027/9 of 1 October 2026',
    })
    const chosen = await issueCertificates(actor, editionId, { ids: [one.id] }).catch((e: ApiError) => e)
    expect(chosen).toMatchObject({ status: 422, message: /Below the minimum attendance/ })

    const report = await councilReport(editionId)
    const row = (code: string) => report.find((r) => r[6] === code)
    expect(row(three.code)).toEqual([
      'In state',
      expect.any(String),
      'Uttar Pradesh Medical Council',
      '45678',
      [0, 1, 2].map((d) => addIsoDays(first, d)).join(' '),
      12,
      three.code,
    ])
    expect(row(two.code)?.slice(0, 1)).toEqual(['Out of state'])
    expect(row(one.code)).toBeUndefined()
    // In-state rows come first.
    const sections = report.map((r) => r[0])
    expect(sections.lastIndexOf('In state')).toBeLessThan(sections.indexOf('Out of state'))
  })
})
