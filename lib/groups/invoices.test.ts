// The institution's tax invoice, against the database: the delegates a group paid for together
// (online at once, or by one transfer on the bank statement) are billed on one invoice to the
// institution (its name, GSTIN, address; its state the place of supply), each line naming its
// delegate; each delegate's own receipt link serves that invoice; a delegate paid for alone gets
// an invoice of their own lines, still billed to the institution. Numbers come from the same series.
import { describe, expect, it } from 'vitest'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { TaxLine } from '@/lib/gst/rates'
import { invoiceOf } from '@/lib/invoices/service'
import { verifyGroupPaid } from '@/lib/payments/statements/record'
import { receiptPdf } from '@/lib/receipts/service'
import { verifyProof } from '@/lib/registrations/review'
import { GROUP_SALE_TABLES, newGroup, payGroupOnline } from '@/test/groups'
import { gstRegisteredEach } from '@/test/gst'
import { pdfText } from '@/test/pdf-text'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { groupInvoicePdf } from './invoices'

const sandbox = withSandboxGateway()
gstRegisteredEach(...GROUP_SALE_TABLES)

const invoices = () => db().taxDocument.findMany({ where: { kind: 'invoice' }, orderBy: { id: 'asc' } })

async function expectGroupInvoice(g: Awaited<ReturnType<typeof newGroup>>) {
  const [invoice, ...more] = await invoices()
  expect(more).toEqual([])
  expect(invoice).toMatchObject({
    groupId: g.id,
    registrationId: null,
    buyerName: 'BRD Medical College',
    buyerGstin: '27AAPFU0939F1ZV',
    buyerAddress: 'Medical College Road, Gorakhpur',
    placeOfSupply: '27',
    totalPaise: g.amount_due * 100,
    cgstPaise: 0,
    sgstPaise: 0,
  })
  expect(invoice.number).toMatch(/^UPIAP\/\d{4}\/00001$/)
  expect(invoice.igstPaise).toBeGreaterThan(0)
  const lines = invoice.lines as unknown as TaxLine[]
  expect(lines.map((l) => l.description.split(':')[0])).toEqual(
    g.delegates.map((d) => `${d.name} (${d.registration_number})`),
  )
  for (const d of g.delegates) expect((await invoiceOf(d.id))?.id).toBe(invoice.id)
  const text = await pdfText(await receiptPdf(g.delegates[1].id))
  expect(text).toContain(invoice.number)
  for (const d of g.delegates) expect(text).toContain(d.registration_number)
  return invoice
}

describe("the institution's tax invoice", () => {
  it('one invoice for the delegates a group paid for online at once, billed to the institution', async () => {
    const g = await newGroup()
    await payGroupOnline(sandbox, g.id)
    const invoice = await expectGroupInvoice(g)
    // The group's page serves it too, for the group.
    const pdf = await groupInvoicePdf(g.id, invoice.id)
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()))
    expect(text).toContain(`Group\n`)
    expect(text).toContain(`${g.group_number} (BRD Medical College)`)
    await expect(groupInvoicePdf(g.id + 1, invoice.id)).rejects.toMatchObject({ status: 404 })
  })

  it('one invoice for the delegates one transfer paid for', async () => {
    const g = await newGroup()
    const owing = (
      await db().registration.findMany({ where: { groupId: g.id }, orderBy: { id: 'asc' } })
    ).map((r) => ({ id: r.id, registrationNumber: r.registrationNumber }))
    await domainWrite(SYSTEM, (w) =>
      verifyGroupPaid(
        w,
        { owing },
        { date: '2026-11-20', narration: `NEFT ${g.group_number}`, reference: 'UTR1' },
      ),
    )
    await expectGroupInvoice(g)
  })

  it('a delegate paid for alone gets an invoice of their own lines, billed to the institution', async () => {
    const g = await newGroup()
    const [first] = g.delegates
    await db().registration.update({ where: { id: first.id }, data: { status: 'proof_submitted' } })
    await db().paymentProof.create({
      data: {
        registrationId: first.id,
        transactionId: 'UTR9',
        transactionDate: new Date(),
        proofOfPayment: '',
      },
    })
    await verifyProof(first.id, { kind: 'admin', email: 'organiser@example.org', ip: '127.0.0.1' })
    const [invoice] = await invoices()
    expect(invoice).toMatchObject({
      groupId: g.id,
      buyerGstin: '27AAPFU0939F1ZV',
      totalPaise: first.amount * 100,
    })
    expect((invoice.lines as unknown as TaxLine[]).every((l) => l.description.startsWith(first.name))).toBe(
      true,
    )
    expect(await invoiceOf(g.delegates[1].id)).toBeNull()
  })
})
