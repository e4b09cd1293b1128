// An institution's group for the tests: BRD Medical College (Maharashtra's GSTIN, so its place of
// supply is outside Uttar Pradesh), a Non-member and a PG student, registered at once.
import { startGroupPayment } from '@/lib/groups/payment'
import { registerGroup } from '@/lib/groups/register'
import { groupDelegateSchema, groupSchema } from '@/lib/groups/schema'
import { transactionStatus } from '@/lib/payments/service/returns'
import { delegate } from './delegates'
import type { SandboxHarness } from './sandbox-gateway'

/** The tables a group paid online writes to (its registrations, sale, exchanges, mails, audit). */
export const GROUP_SALE_TABLES = [
  'jobs',
  'audit_logs',
  'gateway_exchanges',
  'payment_attempts',
  'payment_proofs',
  'participants',
  'registration_groups',
] as const

export const groupRow = (overrides: Record<string, unknown> = {}) =>
  groupDelegateSchema.parse(delegate(overrides))

export const groupInput = (delegates: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
  groupSchema.parse({
    institution: 'BRD Medical College',
    gstin: '27AAPFU0939F1ZV',
    address: 'Medical College Road, Gorakhpur',
    state: '27',
    contact_name: 'Meera Singh',
    contact_email: 'pg.office@example.org',
    contact_mobile: '9811122233',
    delegates,
    ...overrides,
  })

export const newGroup = () =>
  registerGroup(
    groupInput([
      groupRow({ category: 'NonMember' }),
      groupRow({ category: 'PG_Student', designation: 'PG_Student' }),
    ]),
  )

/** Pays the group's dues online at once through the sandbox gateway (approved): its sale. */
export async function payGroupOnline(sandbox: Pick<SandboxHarness, 'gateway'>, groupId: number) {
  const sale = await startGroupPayment(groupId)
  if ('repriced' in sale) throw new Error('the group was re-priced')
  sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
  if ((await transactionStatus(sale.merchantTxnNo)).txnStatus !== 'SUC') throw new Error('not paid')
  return sale
}
