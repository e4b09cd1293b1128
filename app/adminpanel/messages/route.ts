import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf, requestId } from '@/lib/api/input'
import { noContent, privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { idSchema } from '@/lib/forms'
import { inboxQuerySchema, messageReadSchema } from '@/lib/messages/schema'
import { deleteMessage, listInbox, setMessageRead } from '@/lib/messages/service'

// GET /adminpanel/messages/?page= — the contact messages, newest first, 50 a page, with the unread count (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  const { page } = parse(inboxQuerySchema, queryOf(request))
  return privateJson(await listInbox(page))
})

// PUT /adminpanel/messages/?id= — {read: true|false}: mark a message read or unread (admin)
export const PUT = adminWrite(async (request, actor) => {
  const body = await jsonBody(request, 4096)
  const { read } = parse(messageReadSchema, body)
  // The body was read already, so the id is taken from the query or the same body.
  const { id } = parse(idSchema, { id: queryOf(request).id ?? (body as { id?: unknown }).id })
  return NextResponse.json(await setMessageRead(id, read, actor))
})

// DELETE /adminpanel/messages/?id= — delete a message (admin); the audit entry names its sender
export const DELETE = adminWrite(async (request, actor) => {
  await deleteMessage(await requestId(request), actor)
  return noContent()
})
