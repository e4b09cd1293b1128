// The demo's discount code: WELCOME10 takes 10 % off the registration fee of non-members, CIAP/IAP
// members and PG students, for 200 registrations in all and once per e-mail address. Written only
// when the edition has no code, so an organiser's own are never replaced.
import type { PrismaClient } from '@/lib/generated/prisma/client'

export const DEMO_DISCOUNT_CODE = 'WELCOME10'

export async function seedDiscountCode(prisma: PrismaClient, editionId: number) {
  if (await prisma.discountCode.findFirst({ where: { editionId } })) return
  await prisma.discountCode.create({
    data: {
      editionId,
      code: DEMO_DISCOUNT_CODE,
      description: 'Demo: 10 % off for the first 200 delegates',
      kind: 'percent',
      percent: 10,
      categories: ['NonMember', 'ciap_upiap_Member', 'PG_Student'],
      maxUses: 200,
      maxUsesPerEmail: 1,
    },
  })
}
