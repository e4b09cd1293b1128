// Contact messages sent from the public contact form (spec section 5, "Contact form"). One schema
// for the form (loaded when it is first focused, and on submit) and for POST /uppedicon/contactus/.
// Client-safe; the form's words and limits are in ./contact.ts, without zod.
import { z } from 'zod'
import { emailSchema, mobileSchema, personNameSchema } from '@/lib/forms'
import { MESSAGE_MAX_LENGTH } from './contact'

// An empty field says "required" rather than failing the format rule first.
const required = (message: string) => z.string({ error: message }).trim().min(1, message)

export const contactMessageSchema = z.object({
  name: personNameSchema,
  email: required('E-mail is required.').pipe(emailSchema),
  mobile_number: required('Mobile number is required.').pipe(mobileSchema),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(MESSAGE_MAX_LENGTH, `Message is too long (${MESSAGE_MAX_LENGTH} characters at most).`),
})
export type ContactMessageInput = z.infer<typeof contactMessageSchema>

export interface ContactMessageDto extends ContactMessageInput {
  id: number
  created_at: string
}

// The organisers' inbox (/admin/messages, /adminpanel/messages/).
export const MESSAGES_PAGE_SIZE = 50
export const MESSAGE_NOT_FOUND = 'Message not found.'

/** GET /adminpanel/messages/?page= (a missing or empty page is the first). */
export const inboxQuerySchema = z.object({
  page: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : v),
    z.coerce
      .number({ error: 'page: a page number is required.' })
      .int('Enter a whole page number.')
      .min(1, 'Pages start at 1.')
      .max(100_000, 'No such page.'),
  ),
})

/** PUT /adminpanel/messages/?id= — mark a message read or unread. */
export const messageReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false.' }) })

export interface InboxMessageDto extends ContactMessageDto {
  /** When an organiser marked it read; null while unread. */
  read_at: string | null
}

export interface InboxPage {
  items: InboxMessageDto[]
  /** Messages in all. */
  total: number
  unread: number
  page: number
  pageSize: number
  pageCount: number
}
