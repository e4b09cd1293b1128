import { aliasRedirect } from '@/lib/alias'

// GET /UpPedicon — permanent redirect to /uppedicon
export const GET = aliasRedirect('/UpPedicon')
