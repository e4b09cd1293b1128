// Contact details of the association (the "Get In Touch" records). Client-safe.
import { z } from 'zod'
import { emailSchema, idSchema, mobileSchema, requiredText } from '@/lib/forms'

export interface ContactDetailDto {
  id: number
  mobile_number: string
  email: string
  WhatsappNumber: string
  location: string
}

export const CONTACT_EXISTS = 'Contact details already exist.'

/** Add Detail (POST /uppedicon/getintouch/, JSON). */
export const contactDetailSchema = z.object({
  mobile_number: mobileSchema,
  email: emailSchema,
  WhatsappNumber: mobileSchema,
  location: requiredText('Location', 500),
})
export type ContactDetailInput = z.input<typeof contactDetailSchema>

/** Update Detail (PUT /uppedicon/getintouch/, JSON with id). */
export const contactDetailUpdateSchema = contactDetailSchema.extend({ id: idSchema.shape.id })
export type ContactDetailData = z.output<typeof contactDetailSchema>
export type ContactDetailUpdateData = z.output<typeof contactDetailUpdateSchema>
