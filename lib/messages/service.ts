import 'server-only'
import { db } from '@/lib/db/client'
import type { ContactMessage } from '@/lib/generated/prisma/client'
import type { ContactMessageDto, ContactMessageInput } from './schema'

/** Stores a validated contact message. */
export async function createContactMessage(input: ContactMessageInput): Promise<ContactMessageDto> {
  const row = await db().contactMessage.create({
    data: { name: input.name, email: input.email, mobileNumber: input.mobile_number, message: input.message },
  })
  return toDto(row)
}

/** Messages, newest first (for the organisers and for tests). */
export async function listContactMessages(): Promise<ContactMessageDto[]> {
  const rows = await db().contactMessage.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
  return rows.map(toDto)
}

function toDto(r: ContactMessage): ContactMessageDto {
  return { id: r.id, name: r.name, email: r.email, mobile_number: r.mobileNumber, message: r.message, created_at: r.createdAt.toISOString() }
}
