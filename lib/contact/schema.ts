// Contact details of the association (the "Get In Touch" records). Client-safe.
import { z } from 'zod'
import { emailSchema, idSchema, mobileSchema, requiredText } from '@/lib/forms'

/** The spec's fixed contact strip values, shown when no record exists. */
export const FALLBACK_CONTACT = {
  mobile_number: '9876543210',
  email: 'contact@uppedicon.org',
  WhatsappNumber: '9876543210',
  location: 'IAP Gorakhpur Branch, Betiahata, Gorakhpur, Uttar Pradesh 273001',
} as const

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
