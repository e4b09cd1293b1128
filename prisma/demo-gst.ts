// The demo's GST settings: the association registered in Uttar Pradesh with a sample GSTIN of the
// correct format and check character (not a real registration), SAC 998596 at 18 %, fees that
// include GST. Written only when no settings exist, so an organiser's own are never replaced.
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { DEFAULT_RATES } from '@/lib/gst/gst'

export const DEMO_GSTIN = '09AAATI4821K1ZJ'

export async function seedGst(prisma: PrismaClient) {
  if (await prisma.gstSettings.findFirst({ where: { editionId: null } })) return
  await prisma.gstSettings.create({
    data: {
      registered: true,
      gstin: DEMO_GSTIN,
      legalName: 'Indian Academy of Pediatrics, Uttar Pradesh State Branch',
      address: 'IAP House, 12 Park Road, Civil Lines, Gorakhpur, Uttar Pradesh 273001',
      stateCode: '09',
      seriesPrefix: 'UPIAP',
      pricesIncludeGst: true,
      rates: { registration: { ...DEFAULT_RATES.registration } },
    },
  })
}
