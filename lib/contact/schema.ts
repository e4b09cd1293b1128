// Contact details of the association (the "Get In Touch" records). Client-safe.

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
