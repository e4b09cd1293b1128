import 'server-only'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { ContactMessage } from '@/lib/generated/prisma/client'
import {
  MESSAGE_NOT_FOUND,
  MESSAGES_PAGE_SIZE,
  type ContactMessageDto,
  type ContactMessageInput,
  type InboxMessageDto,
  type InboxPage,
} from './schema'

/** Stores a validated contact message. */
export async function createContactMessage(input: ContactMessageInput): Promise<ContactMessageDto> {
  const row = await db().contactMessage.create({
    data: { name: input.name, email: input.email, mobileNumber: input.mobile_number, message: input.message },
  })
  return toDto(row)
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

/** Messages, newest first (for the organisers and for tests). */
export async function listContactMessages(): Promise<ContactMessageDto[]> {
  const rows = await db().contactMessage.findMany({ orderBy: NEWEST_FIRST })
  return rows.map(toDto)
}

/** One page of the organisers' inbox, newest first, with the number of messages and of unread ones. */
export async function listInbox(page: number): Promise<InboxPage> {
  const [rows, total, unread] = await Promise.all([
    db().contactMessage.findMany({
      orderBy: NEWEST_FIRST,
      skip: (page - 1) * MESSAGES_PAGE_SIZE,
      take: MESSAGES_PAGE_SIZE,
    }),
    db().contactMessage.count(),
    countUnreadMessages(),
  ])
  return {
    items: rows.map(toInboxDto),
    total,
    unread,
    page,
    pageSize: MESSAGES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
  }
}

export function countUnreadMessages(): Promise<number> {
  return db().contactMessage.count({ where: { readAt: null } })
}

async function findForUpdate(w: Write, id: number): Promise<ContactMessage> {
  await w.tx.$executeRaw`SELECT 1 FROM contact_messages WHERE id = ${id} FOR UPDATE`
  const row = await w.tx.contactMessage.findUnique({ where: { id } })
  if (!row) throw notFound(MESSAGE_NOT_FOUND)
  return row
}

/** Marks a message read (keeping the first time it was read) or unread. */
export function setMessageRead(id: number, read: boolean, actor: Actor): Promise<InboxMessageDto> {
  return domainWrite(actor, async (w) => {
    const before = await findForUpdate(w, id)
    const readAt = read ? (before.readAt ?? new Date()) : null
    const row =
      readAt === before.readAt // already so (same Date or both null)
        ? before
        : await w.tx.contactMessage.update({ where: { id }, data: { readAt } })
    await w.audit(read ? 'message.read' : 'message.unread', {
      entityId: id,
      detail: { name: row.name, email: row.email },
    })
    return toInboxDto(row)
  })
}

/** Deletes a message; the audit entry keeps who sent it. */
export function deleteMessage(id: number, actor: Actor): Promise<InboxMessageDto> {
  return domainWrite(actor, async (w) => {
    const row = await findForUpdate(w, id)
    await w.tx.contactMessage.delete({ where: { id } })
    const message = toInboxDto(row)
    await w.audit('message.delete', {
      entityId: id,
      detail: {
        name: message.name,
        email: message.email,
        mobile_number: message.mobile_number,
        created_at: message.created_at,
      },
    })
    return message
  })
}

function toDto(r: ContactMessage): ContactMessageDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    mobile_number: r.mobileNumber,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  }
}

function toInboxDto(r: ContactMessage): InboxMessageDto {
  return { ...toDto(r), read_at: r.readAt?.toISOString() ?? null }
}
