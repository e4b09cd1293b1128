// The council's report on the run's database: delegates in state (the accrediting council's, or
// of Uttar Pradesh by the state they gave when their council is no state's), out of state, or of
// a state not known; the feedback summary after them in the CSV; and the PDF, which bears the
// certificates' signatories and the same rows.
import { beforeAll, describe, expect, it } from 'vitest'
import { addSignatory } from '@/lib/certificates/settings'
import { addIsoDays, fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { saveQuestions } from '@/lib/feedback/questions'
import { giveFeedback } from '@/lib/feedback/responses'
import { answerField } from '@/lib/feedback/schema'
import { submitRegistration } from '@/lib/registrations/register'
import { currentDesk } from '@/lib/tickets/desk-window'
import { TEST_ADMIN } from '@/test/admin'
import { testCertificateCode } from '@/test/certificates'
import { delegate } from '@/test/delegates'
import { pdfText } from '@/test/pdf-text'
import { exportCouncilReport } from './report'
import { councilReportPdf } from './report-signed'
import { saveCmeSettings } from './settings'

let editionId: number
let first: string

beforeAll(async () => {
  const { edition, desk } = await currentDesk()
  editionId = edition.id
  first = desk.starts_on
  await saveCmeSettings(TEST_ADMIN, editionId, {
    council: 'UP',
    accreditationNumber: 'UPMC/CME/2027/9',
    accreditationDate: '2026-10-01',
    hoursPerDay: 4,
    releaseRule: 'on_date',
    releaseOn: '2020-01-01',
    lastDayEndsTime: '17:30',
    minDays: 1,
    feedbackSkippable: false,
  })
})

/** A certified delegate who attended the first day. */
async function certified(name: string, council: string, number: string, state: string) {
  const p = await submitRegistration(
    delegate({
      category: 'seniorcitizen',
      name,
      medical_council: council,
      council_reg_number: number,
      state,
    }),
  )
  await db().checkIn.create({
    data: { registrationId: p.id, editionId, day: fromIsoDate(first), byName: 'Desk 1' },
  })
  const code = testCertificateCode()
  await db().certificate.create({ data: { registrationId: p.id, editionId, code, mailStatus: 'sent' } })
  return { id: p.id, code }
}

const csvOf = async (stream: ReadableStream<Uint8Array>) =>
  (await new Response(stream).text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('the council report', () => {
  it('splits in state and out of state, then sums up the feedback, as CSV and as a signed PDF', async () => {
    const up = await certified('Dr. Up Council', 'UP', '45678', '27')
    const upState = await certified('Dr. Up State', 'NMC', '1234567', '09')
    const delhi = await certified('Dr. Delhi Council', 'DL', 'DMC/R/1', '09')
    const maha = await certified('Dr. Maha State', '', '', '27')
    const unknown = await certified('Dr. No State', '', '', '')
    const [q] = await saveQuestions(TEST_ADMIN, editionId, {
      questions: [{ kind: 'rating', prompt: 'How useful were the sessions?', required: true }],
    })
    await giveFeedback(up.id, { skip: false, fields: { [answerField(q.id)]: '5' } })
    await giveFeedback(delhi.id, { skip: false, fields: { [answerField(q.id)]: '4' } })
    await addSignatory(
      TEST_ADMIN,
      editionId,
      { name: 'Dr. Organising Secretary', designation: 'Secretary', position: 0 },
      null,
    )

    const lines = await csvOf(await exportCouncilReport(editionId, TEST_ADMIN))
    const day = addIsoDays(first, 0)
    expect(lines).toEqual([
      'Section,Name,Medical council,Council registration number,Days attended,Credit hours,Certificate number',
      `In state,Dr. Up Council,Uttar Pradesh Medical Council,45678,${day},4,${up.code}`,
      `In state,Dr. Up State,National Medical Commission (IMR),1234567,${day},4,${upState.code}`,
      `Out of state,Dr. Delhi Council,Delhi Medical Council,DMC/R/1,${day},4,${delhi.code}`,
      `Out of state,Dr. Maha State,,,${day},4,${maha.code}`,
      `State not known,Dr. No State,,,${day},4,${unknown.code}`,
      '',
      'Feedback summary',
      'Question,Kind,Required,Answers,Average rating,Rated 1,Rated 2,Rated 3,Rated 4,Rated 5,Answer',
      'How useful were the sessions?,rating,yes,2,4.5,0,0,0,1,1,',
      '"2 delegates answered, 0 skipped"',
    ])
    const audit = await db().auditLog.findMany({ where: { action: 'certificate.council-report' } })
    expect(audit.map((a) => a.detail)).toEqual([{ rows: 5, format: 'csv' }])

    const text = pdfText(await councilReportPdf(editionId, TEST_ADMIN)).replace(/\s+/g, ' ')
    for (const expected of [
      'CME report to the medical council',
      'Accredited by the Uttar Pradesh Medical Council, UPMC/CME/2027/9 of 1 October 2026',
      'In state: 2',
      'Out of state: 2',
      'State not known: 1',
      'Dr. Delhi Council',
      up.code,
      'Feedback summary',
      'How useful were the sessions?',
      '2 ratings, average 4.5 of 5',
      'Dr. Organising Secretary',
    ])
      expect(text).toContain(expected)
  })
})
