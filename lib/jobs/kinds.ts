// What each kind of job does when it runs, and whether it may run twice. A mail must go at most
// once: one interrupted mid-send is reported, not retried (lib/jobs/runner.ts).
import 'server-only'
import { sendConfirmation, sendRejection } from '@/lib/registrations/mails'
import type { JobKind, JobPayload } from './schema'

interface KindSpec<K extends JobKind> {
  atMostOnce: boolean
  run(payload: JobPayload<K>): Promise<void>
}

export const KINDS: { [K in JobKind]: KindSpec<K> } = {
  'mail.confirmation': {
    atMostOnce: true,
    run: ({ participantId, transactionId }) => sendConfirmation(participantId, transactionId),
  },
  'mail.rejection': {
    atMostOnce: true,
    run: ({ participantId, reason }) => sendRejection(participantId, reason),
  },
}

export const AT_MOST_ONCE = (Object.keys(KINDS) as JobKind[]).filter((kind) => KINDS[kind].atMostOnce)
