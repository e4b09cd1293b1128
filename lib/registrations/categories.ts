// Registration categories: who registers in each and how the site names them. What each category
// pays is the edition's fee slabs (the database), priced by lib/pricing. Client-safe, without zod
// (the category's schema is the registration's, lib/registrations/schema.ts).

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
