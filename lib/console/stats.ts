import 'server-only'
import { endOfIndianDay, startOfIndianDay, todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { COLLECTED_SQL, SANDBOX_COLLECTED_SQL } from './collected'
import type { ConsoleStats } from './schema'

interface Row {
  today: bigint
  total: bigint
  cancelled: bigint
  collected: bigint
  sandbox: bigint
  proofs: bigint
  unread: bigint
}

/**
 * One query: the registration figures in one pass over the participants table, the unread
 * messages in a subquery. A cancelled registration is no longer a delegate, so it is left out of
 * "today" and "total" and shown apart; money it paid and was not refunded still counts as collected
 * (sandbox payments never do: lib/console/collected.ts; they are summed apart as test money).
 */
export async function getConsoleStats(now = new Date()): Promise<ConsoleStats> {
  const day = todayInIndia(now)
  const [row] = await db().$queryRaw<Row[]>`
    SELECT count(*) FILTER (WHERE status <> 'cancelled' AND created_at >= ${startOfIndianDay(day)} AND created_at < ${endOfIndianDay(day)}) AS today,
           count(*) FILTER (WHERE status <> 'cancelled') AS total,
           count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
           coalesce(${COLLECTED_SQL}, 0)::bigint AS collected,
           coalesce(${SANDBOX_COLLECTED_SQL}, 0)::bigint AS sandbox,
           count(*) FILTER (WHERE status = 'proof_submitted') AS proofs,
           (SELECT count(*) FROM contact_messages WHERE read_at IS NULL) AS unread
    FROM participants`
  return {
    day,
    registrationsToday: Number(row.today),
    registrationsTotal: Number(row.total),
    cancelledRegistrations: Number(row.cancelled),
    collectedPaise: Number(row.collected),
    sandboxPaise: Number(row.sandbox),
    proofsAwaitingReview: Number(row.proofs),
    unreadMessages: Number(row.unread),
  }
}
