// Registration fees, the early-bird table and the payment surcharges (spec section 9). The one
// source for the about page, the registration form and the server's amount computation.
// Client-safe.
import { z } from 'zod'

export const CATEGORIES = [
  'conferencefaculty',
  'ciap_upiap_Member',
  'NonMember',
  'PG_Student',
  'NurseUG_Student',
  'seniorcitizen',
  'accompanyingperson',
  'corporate_regis',
] as const
export type Category = (typeof CATEGORIES)[number]
export const categorySchema = z.enum(CATEGORIES, { error: 'Choose a registration category.' })

/** Registration amount by category, in rupees (INR). */
export const FEES: Record<Category, number> = {
  conferencefaculty: 100,
  ciap_upiap_Member: 5500,
  NonMember: 6500,
  PG_Student: 4500,
  NurseUG_Student: 3500,
  seniorcitizen: 0,
  accompanyingperson: 5000,
  corporate_regis: 10500,
}

/** Labels of the categories as the registration form shows them. */
export const CATEGORY_LABELS: Record<Category, string> = {
  conferencefaculty: 'Conference Faculty',
  ciap_upiap_Member: 'CIAP & UP IAP Member',
  NonMember: 'Non-Member',
  PG_Student: 'PG Student',
  NurseUG_Student: 'Nurse / UG Student',
  seniorcitizen: 'Senior Citizen (70+)',
  accompanyingperson: 'Accompanying Person',
  corporate_regis: 'Corporate Registration',
}

/** The amount for a category in rupees; 0 when none is chosen. */
export function feeFor(category: string | null | undefined): number {
  return category && (CATEGORIES as readonly string[]).includes(category) ? FEES[category as Category] : 0
}

export const EARLY_BIRD_TITLE = 'Early-bird registration fees (till 30 June 2025)'
export const EARLY_BIRD: { label: string; amount: number | 'Free' }[] = [
  { label: 'CIAP & UP IAP member', amount: 5500 },
  { label: 'Non-member', amount: 6500 },
  { label: 'PG student', amount: 4500 },
  { label: 'Faculty', amount: 5500 },
  { label: 'Nurses / MBBS student', amount: 3500 },
  { label: 'Accompanying person', amount: 5000 },
  { label: 'Corporate', amount: 10500 },
  { label: 'Senior citizen (70+)', amount: 'Free' },
]

/** Payment surcharges by method, in percent. */
export const SURCHARGES: { method: string; percent: number; note?: string }[] = [
  { method: 'Credit cards', percent: 1.9 },
  { method: 'International cards', percent: 2.75 },
  { method: 'Prepaid cards', percent: 2.5 },
  { method: 'Corporate cards', percent: 2.5 },
  { method: 'Amex', percent: 2 },
  { method: 'Debit cards (up to 2K)', percent: 0.4 },
  { method: 'Debit cards (above 2K)', percent: 0.9 },
  { method: 'Rupay debit cards', percent: 0 },
  { method: 'UPI', percent: 0 },
  { method: 'Wallet', percent: 1.9 },
  { method: 'Net banking', percent: 1.6 },
  { method: 'NEFT / RTGS', percent: 0 },
]
