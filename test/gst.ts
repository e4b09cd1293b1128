// The association registered for GST in Uttar Pradesh (state 09) with the demo's GSTIN and the
// default rates, as the tax invoices' tests need it; `registered` false for the other case.
import { afterAll, beforeEach } from 'vitest'
import { db } from '@/lib/db/client'
import type { Prisma, Registration } from '@/lib/generated/prisma/client'
import { DEFAULT_RATES } from '@/lib/gst/gst'
import { DEMO_GSTIN } from '@/prisma/demo-gst'
import { demoRegistration } from '@/prisma/demo-registrations'
import { truncate } from './db'

/** An edition billed by a unit registered in Delhi (state 07), with a series of its own. */
export const DELHI_SELLER = {
  registered: true,
  gstin: '07AAATI4821K1ZN',
  legalName: 'IAP UP Conference Secretariat',
  address: 'New Delhi',
  stateCode: '07',
  seriesPrefix: 'PEDI',
} as const

export async function registerForGst(registered = true) {
  await db().gstSettings.create({
    data: {
      registered,
      gstin: DEMO_GSTIN,
      legalName: 'Indian Academy of Pediatrics, Uttar Pradesh State Branch',
      address: 'Gorakhpur, Uttar Pradesh',
      stateCode: '09',
      seriesPrefix: 'UPIAP',
      rates: { registration: { ...DEFAULT_RATES.registration } },
    },
  })
}

/**
 * For a test file of tax documents: each test starts with these tables empty and the association
 * GST-registered; the file leaves them empty, so the other files' registrations are receipted as
 * if it were not registered.
 */
export function gstRegisteredEach(...tables: string[]) {
  const clean = () => truncate('tax_documents', 'gst_settings', 'counters', ...tables)
  beforeEach(async () => {
    await clean()
    await registerForGst()
  })
  afterAll(clean)
}

let made = 0
/** A NonMember registration (Rs. 6,500) whose offline payment proof awaits the organisers. */
export async function proofSubmitted(
  overrides: Partial<Prisma.RegistrationCreateManyInput> = {},
): Promise<Registration> {
  made++
  const p = await db().registration.create({
    data: {
      ...demoRegistration(made),
      category: 'NonMember',
      amountPaise: 650000,
      status: 'proof_submitted',
      paidAt: null,
      refundedPaise: 0,
      createdAt: new Date(),
      ...overrides,
    },
  })
  await db().paymentProof.create({
    data: {
      registrationId: p.id,
      transactionId: `UTR${p.id}`,
      transactionDate: new Date(),
      proofOfPayment: 'proofs/x.pdf',
    },
  })
  return p
}
