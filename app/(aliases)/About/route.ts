import { aliasRedirect } from '@/lib/alias'

// GET /About — permanent redirect to /about
export const GET = aliasRedirect('/About')
