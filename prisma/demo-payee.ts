// The demo's account for payments outside the gateway: a UPI ID on a handle no UPI app serves and
// a bank code no bank has, so a payer who tries them anyway moves no money. Written only when no
// account is saved, so an organiser's own is never replaced.
import type { PrismaClient } from '@/lib/generated/prisma/client'

export const DEMO_PAYEE = {
  upiId: 'iapup.demo@demo',
  payeeName: 'IAP UP State Branch (demo)',
  bankName: 'Demo Bank (not a real account)',
  accountNumber: '000012345678',
  ifsc: 'DEMO0000001',
}

export async function seedPayee(prisma: PrismaClient) {
  if (await prisma.payeeAccount.findUnique({ where: { id: 1 } })) return
  await prisma.payeeAccount.create({ data: { id: 1, ...DEMO_PAYEE } })
}
