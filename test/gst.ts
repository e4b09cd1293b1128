// The association registered for GST in Uttar Pradesh (state 09) with the demo's GSTIN and the
// default rates, as the tax invoices' tests need it; `registered` false for the other case.
import { db } from '@/lib/db/client'
import { DEFAULT_RATES } from '@/lib/gst/gst'
import { DEMO_GSTIN } from '@/prisma/demo-gst'

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
