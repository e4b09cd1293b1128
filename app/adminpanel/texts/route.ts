import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { siteTextKeySchema, siteTextSchema, TEXT_TOO_LONG } from '@/lib/content/schema'
import { listSiteTexts, updateSiteText } from '@/lib/content/service'

// GET /adminpanel/texts/ — the site's texts (about texts, policy pages), each {key, label, body, updated_at} (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await listSiteTexts())
})

// PUT /adminpanel/texts/?key= — {body}: replace a text (admin; the site's Markdown subset)
export const PUT = adminWrite(async (request, actor) => {
  const { key } = parse(siteTextKeySchema, queryOf(request))
  const { body } = parse(siteTextSchema, await jsonBody(request, TEXT_TOO_LONG * 4 + 1024))
  return NextResponse.json(await updateSiteText(key, body, actor))
})
