// Registration categories (who pays what), the fees of the spec (section 9) as the seed data of
// the 2025 edition's slabs, and the payment surcharges. The fees themselves live in the database,
// per edition (lib/editions): pages, the form and the server read them from there. Client-safe,
// without zod (the category's schema is the registration's, lib/registrations/schema.ts).

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

/**
 * The spec's amounts by category, in rupees: the early-bird slab of the 2025 edition (seed data;
 * prisma/demo-editions.ts and the editions migration), never read by the site itself.
 */
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

/** Who registers in each category: shown beside the label on the about page and the form. */
export const CATEGORY_WHO: Record<Category, string> = {
  conferencefaculty: 'Invited speakers, chairpersons and judges of the scientific programme',
  ciap_upiap_Member:
    'Members of the Central IAP and of IAP Uttar Pradesh, medical-college faculty included (membership number)',
  NonMember: 'Doctors who are not members of the academy',
  PG_Student: 'Postgraduate students (MD / DNB / diploma), with a letter from the head of department',
  NurseUG_Student: 'Nurses and MBBS students',
  seniorcitizen: 'Delegates aged 70 or more',
  accompanyingperson: 'A family member accompanying a delegate (no scientific sessions)',
  corporate_regis: 'Representatives of companies and sponsors',
}

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
