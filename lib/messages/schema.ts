// Contact messages sent from the public contact form (spec section 5, "Contact form"). One schema
// for the form (as the visitor types and on submit) and for POST /uppedicon/contactus/. Client-safe.
import { z } from 'zod'
import { emailSchema, mobileSchema, personNameSchema } from '@/lib/forms'

export const MESSAGE_SENT = 'Message sent successfully!'
export const MESSAGE_FAILED = 'Failed to send message'
/** Long enough for any real enquiry; bounds what one request can store. */
export const MESSAGE_MAX_LENGTH = 5000

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
