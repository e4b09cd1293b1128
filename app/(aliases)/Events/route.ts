import { aliasRedirect } from '@/lib/alias'

// GET /Events — permanent redirect to /events
export const GET = aliasRedirect('/Events')
