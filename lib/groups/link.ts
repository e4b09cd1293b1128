// The group's link: its page for whoever holds it (the contact, and the organisers who pass it
// on), opened with the group's token, so keep it private. Built from SITE_URL, never from a
// request's Host.
import 'server-only'
import { env } from '@/lib/env'
import { groupToken } from '@/lib/registrations/token-hmac'

/** The group's page with its token (the proxy exchanges it for the page's cookie). */
export const groupUrl = (id: number) => `${env().siteUrl}/group/${id}?token=${groupToken(id)}`
