// Money collected, as the console counts it (tiles and the registrations' totals): what paid
// registrations paid and was not refunded, leaving out payments through the sandbox gateway
// (PAYMENT_MODE=sandbox), where no money moved; those are counted apart as test money
// (SANDBOX_COLLECTED_SQL), never added to the real total. SQL expressions over `participants`.
import 'server-only'
import { Prisma } from '@/lib/db/client'

/** The registration was paid through the sandbox gateway. */
const PAID_IN_SANDBOX = Prisma.sql`EXISTS (
    SELECT 1 FROM payment_attempts sandbox_sale
    WHERE sandbox_sale.participant_id = participants.id AND sandbox_sale.kind = 'sale'
      AND sandbox_sale.txn_status = 'SUC' AND sandbox_sale.gateway = 'sandbox')`

export const COLLECTED_SQL = Prisma.sql`sum(amount_paise - refunded_paise) FILTER (
  WHERE paid_at IS NOT NULL AND NOT ${PAID_IN_SANDBOX})`

/** The same sum over the registrations paid through the sandbox: test money, shown apart. */
export const SANDBOX_COLLECTED_SQL = Prisma.sql`sum(amount_paise - refunded_paise) FILTER (
  WHERE paid_at IS NOT NULL AND ${PAID_IN_SANDBOX})`
