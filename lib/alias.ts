// The spec's other page addresses (/About, /UpPedicon, /Events, /admin-contact) answer with a permanent
// redirect to the canonical lower-case page, keeping the query string. Route handlers rather
// than next.config redirects: those match paths case-insensitively and would loop on /about.
import { siteAddress } from '@/lib/env'
import { ALIASES } from '@/lib/site'

export function aliasRedirect(alias: keyof typeof ALIASES) {
  return (request: Request) => {
    const { search } = new URL(request.url)
    return new Response(null, {
      status: 308,
      headers: { Location: siteAddress(`${ALIASES[alias]}${search}`) },
    })
  }
}
