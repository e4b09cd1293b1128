// Who is asking, on the submitter's pages and in their form's action: the e-mail address the
// cookie's token names (./token.ts), or null (no cookie, or one that expired or was altered).
import 'server-only'
import { cookies } from 'next/headers'
import { SUBMITTER_COOKIE } from '@/lib/net/private-requests'
import { submitterOf } from './token'

export async function currentSubmitter(): Promise<string | null> {
  return submitterOf((await cookies()).get(SUBMITTER_COOKIE)?.value)?.email ?? null
}
