import 'server-only'
import { db } from '@/lib/db/client'
import type { ContactMessage } from '@/lib/generated/prisma/client'
import {
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

/**
 * Marks a message read (keeping the first time it was read) or unread; null when there is no
 * such message.
 */
export async function setMessageRead(id: number, read: boolean): Promise<InboxMessageDto | null> {
  const before = await db().contactMessage.findUnique({ where: { id } })
  if (!before) return null
  const readAt = read ? (before.readAt ?? new Date()) : null
  if (readAt === before.readAt) return toInboxDto(before) // already so (same Date or both null)
  const rows = await db().contactMessage.updateManyAndReturn({ where: { id }, data: { readAt } })
  return rows[0] ? toInboxDto(rows[0]) : null
}

/** Deletes a message; answers what was deleted (for the audit trail), or null when there was none. */
export async function deleteMessage(id: number): Promise<InboxMessageDto | null> {
  const row = await db().contactMessage.findUnique({ where: { id } })
  if (!row) return null
  const { count } = await db().contactMessage.deleteMany({ where: { id } })
  return count ? toInboxDto(row) : null
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
