// Fees published without GST, against the database and the sandbox gateway: a registration priced
// then owes its fee plus the GST of each line (CGST + SGST in Uttar Pradesh, IGST elsewhere), the
// gateway is asked for that total, the tax invoice takes the fee as the taxable value and totals
// what was charged, a part refund's credit note splits the same way, a group owes and is billed
// the same, and a registration keeps the terms it was priced with when the settings change.
import { beforeEach, describe, expect, it } from 'vitest'
import { SYSTEM } from '@/lib/audit/actions'
import { todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { saveDiscountCode } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'
import { findCurrentEdition } from '@/lib/editions/service'
import { DEFAULT_RATE, gstOfLine } from '@/lib/gst/gst'
import type { TaxLine } from '@/lib/gst/rates'
import { refundRegistration } from '@/lib/payments/service/refunds'
import { transactionStatus } from '@/lib/payments/service/returns'
import { beginPayment } from '@/lib/payments/service/sales'
import { priceFor } from '@/lib/pricing'
import type { Category } from '@/lib/registrations/categories'
import { submitRegistration } from '@/lib/registrations/register'
import { registrationToken } from '@/lib/registrations/token'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { delegate } from '@/test/delegates'
import { GROUP_SALE_TABLES, newGroup, payGroupOnline } from '@/test/groups'
import { gstRegisteredEach } from '@/test/gst'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { createWorkshop } from '@/test/workshops'

const sandbox = withSandboxGateway()
gstRegisteredEach('workshop_seats', 'events', 'discount_codes', ...GROUP_SALE_TABLES)

/** The association's published fees: with GST on top (false) or including it (true). */
const feesIncludeGst = (included: boolean) =>
  db().gstSettings.updateMany({ data: { pricesIncludeGst: included } })
beforeEach(() => feesIncludeGst(false))

/** Today's fee of a category, in paise. */
const feeOf = async (category: Category) =>
  Math.round(priceFor(await findCurrentEdition(), category, todayInIndia()).amount * 100)
/** 18 % of a fee in paise, to the paisa. */
const gst18 = (paise: number) => Math.round(paise * 0.18)

const registration = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })
const invoiceOf = (registrationId: number) =>
  db().taxDocument.findFirstOrThrow({ where: { registrationId, kind: 'invoice' } })

/**
 * Pays a registration online as PAY NOW does (re-priced first if its slab ended: the amount must
 * not change) through the sandbox (approved): the amount the gateway was asked for.
 */
async function payOnline(id: number) {
  const sale = await beginPayment(id, registrationToken(id))
  if ('repriced' in sale) throw new Error(`re-priced from ${sale.previous_amount} to ${sale.amount}`)
  sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
  expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
  return sale.amount
}

describe('fees with GST added on top', () => {
  it('charge the fee plus CGST + SGST in Uttar Pradesh; the invoice’s taxable value is the fee', async () => {
    const fee = await feeOf('NonMember')
    const reg = await submitRegistration(delegate({ state: '09' }))
    const owed = fee + gst18(fee)
    expect(reg.amount * 100).toBe(owed)
    expect(await registration(reg.id)).toMatchObject({ amountPaise: owed, gstAddedPaise: gst18(fee) })
    expect(await payOnline(reg.id)).toBe((owed / 100).toFixed(2))
    const invoice = await invoiceOf(reg.id)
    expect(invoice).toMatchObject({
      placeOfSupply: '09',
      taxablePaise: fee,
      cgstPaise: gst18(fee) / 2,
      sgstPaise: gst18(fee) / 2,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: owed,
    })
  })

  it('charge IGST elsewhere, and a part refund’s credit note splits as the invoice did', async () => {
    const fee = await feeOf('NonMember')
    const reg = await submitRegistration(delegate({ state: '27' }))
    const owed = fee + gst18(fee)
    await payOnline(reg.id)
    const invoice = await invoiceOf(reg.id)
    expect(invoice).toMatchObject({
      taxablePaise: fee,
      cgstPaise: 0,
      igstPaise: gst18(fee),
      totalPaise: owed,
    })

    // At most what was charged, GST included, is refundable.
    await expect(
      refundRegistration(reg.id, { amount: (owed / 100 + 1).toFixed(2) }, ADMIN),
    ).rejects.toMatchObject({ status: 422 })
    expect(await refundRegistration(reg.id, { amount: '1180.00' }, ADMIN)).toMatchObject({ ok: true })
    const note = await db().taxDocument.findFirstOrThrow({ where: { kind: 'credit_note' } })
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      taxablePaise: 100000,
      igstPaise: 18000,
      cgstPaise: 0,
      totalPaise: 118000,
    })
    expect(await refundRegistration(reg.id, {}, ADMIN)).toMatchObject({ ok: true, status: 'refunded' })
    const notes = await db().taxDocument.findMany({ where: { kind: 'credit_note' } })
    expect(notes.reduce((s, n) => s + n.taxablePaise, 0)).toBe(fee)
    expect(notes.reduce((s, n) => s + n.totalPaise, 0)).toBe(owed)
  })

  it('make a group owe each delegate’s fee plus GST, billed on one invoice that totals it', async () => {
    const fees = [await feeOf('NonMember'), await feeOf('PG_Student')]
    const g = await newGroup()
    const owed = fees.reduce((s, f) => s + f + gst18(f), 0)
    expect(g.amount_due * 100).toBe(owed)
    await payGroupOnline(sandbox, g.id)
    const [invoice, ...more] = await db().taxDocument.findMany({ where: { kind: 'invoice' } })
    expect(more).toEqual([])
    expect(invoice).toMatchObject({
      groupId: g.id,
      placeOfSupply: '27',
      taxablePaise: fees[0] + fees[1],
      igstPaise: gst18(fees[0]) + gst18(fees[1]),
      totalPaise: owed,
    })
    const lines = invoice.lines as unknown as TaxLine[]
    expect(lines.map((l) => l.taxablePaise)).toEqual(fees)
  })

  it('stay what a registration owes, and how its invoice splits, when the settings change after', async () => {
    const fee = await feeOf('NonMember')
    const onTop = await submitRegistration(delegate({ state: '09' }))
    await feesIncludeGst(true)
    const included = await submitRegistration(delegate({ state: '09' }))
    expect(included.amount * 100).toBe(fee)
    // The fee slab ended: re-priced by today's slab, still with GST on top as it was priced.
    await db().registration.update({
      where: { id: onTop.id },
      data: { feeValidUntil: new Date('2020-01-01') },
    })
    expect(await payOnline(onTop.id)).toBe(((fee + gst18(fee)) / 100).toFixed(2))
    expect(await invoiceOf(onTop.id)).toMatchObject({ taxablePaise: fee, totalPaise: fee + gst18(fee) })
    // And the other way round: priced with fees including GST, split inside the fee.
    await feesIncludeGst(false)
    await payOnline(included.id)
    const inside = await invoiceOf(included.id)
    expect(inside).toMatchObject({ igstPaise: 0, totalPaise: fee })
    expect(inside.taxablePaise).toBeLessThan(fee)
    expect(inside.taxablePaise + inside.cgstPaise + inside.sgstPaise).toBe(fee)
  })

  it('add each line’s GST at its own rate on what a discount code leaves: the category’s, the workshop’s', async () => {
    const pgRate = { sac: '998596', ratePercent: 5 }
    const workshopRate = { sac: '999293', ratePercent: 12 }
    await db().gstSettings.updateMany({
      data: {
        rates: {
          registration: { ...DEFAULT_RATE },
          categories: { PG_Student: pgRate },
          workshop: workshopRate,
        },
      },
    })
    const w = await createWorkshop({ capacity: 5, feePaise: 150000 })
    await saveDiscountCode(
      SYSTEM,
      null,
      discountCodeSchema.parse({
        code: 'PG10',
        kind: 'percent',
        percent: 10,
        categories: ['PG_Student'],
        workshop_ids: [w.id],
      }),
    )
    const fee = await feeOf('PG_Student')
    const reg = await submitRegistration(
      delegate({
        category: 'PG_Student',
        designation: 'PG_Student',
        state: '09',
        workshops: [w.id],
        discount_code: 'PG10',
      }),
    )
    const nets = [fee - fee / 10, 135000]
    const taxes = [gstOfLine(nets[0], pgRate, true), gstOfLine(nets[1], workshopRate, true)]
    const owed = nets[0] + nets[1] + taxes[0] + taxes[1]
    expect(await registration(reg.id)).toMatchObject({
      amountPaise: owed,
      gstAddedPaise: taxes[0] + taxes[1],
    })
    expect(await payOnline(reg.id)).toBe((owed / 100).toFixed(2))
    const invoice = await invoiceOf(reg.id)
    expect(invoice).toMatchObject({ taxablePaise: nets[0] + nets[1], totalPaise: owed })
    const lines = invoice.lines as unknown as TaxLine[]
    expect(lines.map((l) => [l.sac, l.ratePercent, l.taxablePaise, l.cgstPaise + l.sgstPaise])).toEqual([
      ['998596', 5, nets[0], taxes[0]],
      ['999293', 12, nets[1], taxes[1]],
    ])
  })
})
