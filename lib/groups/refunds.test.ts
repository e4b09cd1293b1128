// Refunding a delegate a group paid for online, against the database and the sandbox gateway: the
// refund goes against the group's sale, within the delegate's own fee less their refunds (under the
// sale's lock, so two at once cannot pass it together); the credit note credits only their lines
// of the institution's invoice; refunded in full, the delegate is refunded and the others stay paid.
import { describe, expect, it } from 'vitest'
import { registrationDetail } from '@/lib/console/detail'
import { db } from '@/lib/db/client'
import type { TaxLine } from '@/lib/gst/rates'
import { refundRegistration } from '@/lib/payments/service/refunds'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { GROUP_SALE_TABLES, newGroup, payGroupOnline } from '@/test/groups'
import { gstRegisteredEach } from '@/test/gst'
import { withSandboxGateway } from '@/test/sandbox-hooks'

const sandbox = withSandboxGateway()
gstRegisteredEach(...GROUP_SALE_TABLES)

/** A group of two paid for at once online: its sale, and its delegates as paid. */
async function paidGroup() {
  const g = await newGroup()
  return { g, sale: await payGroupOnline(sandbox, g.id) }
}

const registration = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })

describe("refunds of a group's delegates", () => {
  it("go against the group's sale, within the delegate's fee; the credit note credits their lines only", async () => {
    const { g, sale } = await paidGroup()
    const [first, second] = g.delegates
    expect((await registrationDetail(second.id))!.money.refundablePaise).toBe(second.amount * 100)

    await expect(
      refundRegistration(second.id, { amount: (second.amount + 1).toFixed(2) }, ADMIN),
    ).rejects.toMatchObject({ status: 422 })
    const part = await refundRegistration(second.id, { amount: '1000.00' }, ADMIN)
    expect(part).toMatchObject({ ok: true, status: 'paid', refundedPaise: 100000 })
    const refund = await db().paymentAttempt.findFirstOrThrow({ where: { kind: 'refund' } })
    expect(refund).toMatchObject({ registrationId: second.id, originalTxnNo: sale.merchantTxnNo })

    const rest = await refundRegistration(second.id, {}, ADMIN)
    expect(rest).toMatchObject({ ok: true, status: 'refunded', refundedPaise: second.amount * 100 })
    await expect(refundRegistration(second.id, {}, ADMIN)).rejects.toMatchObject({ status: 409 })
    // The other delegate stays paid, with their whole fee still refundable.
    expect((await registration(first.id)).status).toBe('paid')
    expect((await registrationDetail(first.id))!.money.refundablePaise).toBe(first.amount * 100)

    const [invoice] = await db().taxDocument.findMany({ where: { kind: 'invoice' } })
    const notes = await db().taxDocument.findMany({ where: { kind: 'credit_note' }, orderBy: { id: 'asc' } })
    expect(notes.map((n) => [n.invoiceId, n.registrationId, n.totalPaise])).toEqual([
      [invoice.id, second.id, 100000],
      [invoice.id, second.id, second.amount * 100 - 100000],
    ])
    for (const note of notes)
      for (const line of note.lines as unknown as TaxLine[])
        if (line.registrationId !== second.id) expect(line.totalPaise).toBe(0)
  })

  it('two refunds of one delegate at once never pass their share together', async () => {
    const { g } = await paidGroup()
    const [, second] = g.delegates
    const half = (second.amount * 0.6).toFixed(2)
    const results = await Promise.allSettled([
      refundRegistration(second.id, { amount: half }, ADMIN),
      refundRegistration(second.id, { amount: half }, ADMIN),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refunded = await db().paymentAttempt.aggregate({
      _sum: { amountPaise: true },
      where: { kind: 'refund', registrationId: second.id },
    })
    expect(refunded._sum.amountPaise).toBe(Math.round(second.amount * 60))
  })
})
