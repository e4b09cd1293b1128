// A booked workshop never disappears from the money: for a Non-Member with the NRP workshop, the
// registration's answer, the "already registered" mail, the confirmation mail (with its receipt
// PDF and e-ticket), the delegate's page and the console's registration page each list the
// registration, the workshop and the total, and the ticket names the workshop.
import { beforeEach, describe, expect, it } from 'vitest'
import { registrationDetail } from '@/lib/console/detail'
import { db } from '@/lib/db/client'
import { breakdownOf } from '@/lib/workshops/service'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { pdfText } from '@/test/pdf-text'
import { createWorkshop } from '@/test/workshops'
import { delegateView } from './delegate'
import { continueMail } from './mails/continue'
import { confirmationOf } from './mails/send-confirmation'
import { submitRegistration } from './register'
import { registrationToken } from './token'

beforeEach(() =>
  truncate('jobs', 'audit_logs', 'payment_attempts', 'workshop_seats', 'participants', 'events'),
)

const NRP = 'Neonatal Resuscitation Programme (NRP) Workshop'

async function nonMemberWithNrp() {
  const w = await createWorkshop({ capacity: 30, name: NRP })
  const reg = await submitRegistration(delegate({ category: 'NonMember', workshops: [w.id] }))
  return { reg, fee: reg.amount - 1500 }
}

const rs = (rupees: number) => `Rs. ${rupees.toLocaleString('en-IN')}.00`

describe('money summaries', () => {
  it('the registration answers its lines; the pending mail lists them with the amount to pay', async () => {
    const { reg, fee } = await nonMemberWithNrp()
    expect(reg.lines).toEqual([
      { label: expect.stringMatching(/^Registration \(Non-Member, .+\)$/), amount: fee },
      { label: `Workshop: ${NRP}`, amount: 1500 },
    ])
    expect(reg.seats_held_until).toEqual(expect.any(String))
    const p = await db().registration.findUniqueOrThrow({ where: { id: reg.id } })
    const mail = continueMail(p, 'UP Pedicon 2027', await breakdownOf(p))
    expect(mail.text).toContain(`Workshop: ${NRP}: Rs. 1,500.00`)
    expect(mail.text).toContain(`Amount to pay: ${rs(reg.amount)}`)
  })

  it('the confirmation, its receipt and e-ticket, the delegate’s page and the console list the workshop', async () => {
    const { reg, fee } = await nonMemberWithNrp()
    // Paid (the database numbers the receipt when paid_at is set).
    const p = await db().registration.update({
      where: { id: reg.id },
      data: { status: 'paid', paidAt: new Date() },
    })
    const mail = await confirmationOf(p, 'TXN42')
    for (const line of [
      `: ${rs(fee)}`,
      `Workshop: ${NRP}: Rs. 1,500.00`,
      `Amount paid: ${rs(reg.amount)}`,
      `Workshops: ${NRP}`,
    ])
      expect(mail.text).toContain(line)
    expect(mail.html).toContain(`Workshop: ${NRP}`)
    const receipt = mail.attachments!.find((a) => a.filename.startsWith('receipt-'))!
    // The receipt's row, its long label wrapped under itself, its amount beside it.
    const text = pdfText(receipt.content as Buffer, { layout: true })
    expect(text).toMatch(/Workshop: Neonatal Resuscitation\s+Rs\. 1,500\.00\n\s*Programme \(NRP\) Workshop/)
    expect(text).toMatch(new RegExp(`Amount\\s+${rs(reg.amount)}`))
    const ticket = mail.attachments!.find((a) => a.filename.startsWith('e-ticket-'))!
    expect(pdfText(ticket.content as Buffer).replace(/\s+/g, ' ')).toContain(`Workshops: ${NRP}`)

    const view = await delegateView(String(p.id), registrationToken(p.id))
    expect(view).toMatchObject({
      workshops: [NRP],
      lines: [{ amount: fee }, { label: `Workshop: ${NRP}`, amount: 1500 }],
      total: reg.amount,
      seats: null,
    })
    const detail = await registrationDetail(p.id)
    expect(detail!.lines.map((l) => [l.kind, l.amountPaise])).toEqual([
      ['registration', fee * 100],
      ['workshop', 150000],
    ])
  })
})
