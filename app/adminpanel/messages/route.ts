import { NextResponse } from 'next/server'
import { notFound } from '@/lib/api/errors'
import { jsonBody, parse, queryOf, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { idSchema } from '@/lib/forms'
import { inboxQuerySchema, MESSAGE_NOT_FOUND, messageReadSchema } from '@/lib/messages/schema'
import { deleteMessage, listInbox, setMessageRead } from '@/lib/messages/service'

const NO_STORE = { 'Cache-Control': 'no-store' }

// GET /adminpanel/messages/?page= — the contact messages, newest first, 50 a page, with the unread count (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  const { page } = parse(inboxQuerySchema, queryOf(request))
  return NextResponse.json(await listInbox(page), { headers: NO_STORE })
})

// PUT /adminpanel/messages/?id= — {read: true|false}: mark a message read or unread (admin)
export const PUT = adminWrite('message', async (request, _admin, { note }) => {
  const body = await jsonBody(request, 4096)
  const { read } = parse(messageReadSchema, body)
  // The body was read already, so the id is taken from the query or the same body.
  const { id } = parse(idSchema, { id: queryOf(request).id ?? (body as { id?: unknown }).id })
  const message = await setMessageRead(id, read)
  if (!message) throw notFound(MESSAGE_NOT_FOUND)
  note({
    action: read ? 'message.read' : 'message.unread',
    entityId: id,
    detail: { name: message.name, email: message.email },
  })
  return NextResponse.json(message)
})

// DELETE /adminpanel/messages/?id= — delete a message (admin); the audit entry names its sender
export const DELETE = adminWrite('message', async (request, _admin, { note }) => {
  const id = await requestId(request)
  const message = await deleteMessage(id)
  if (!message) throw notFound(MESSAGE_NOT_FOUND)
  note({
    action: 'message.delete',
    entityId: id,
    detail: {
      name: message.name,
      email: message.email,
      mobile_number: message.mobile_number,
      created_at: message.created_at,
    },
  })
  return new Response(null, { status: 204 })
})
