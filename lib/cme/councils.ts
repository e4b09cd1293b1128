// The state medical councils a delegate may name on the registration form, with the shape of
// their registration numbers where we know it (others take any plain number of up to 30
// characters). Zod-free and client-safe: the form shows the choices with its first paint, and the
// schema (./schema.ts) checks the number with the same patterns on both sides.

export interface Council {
  /** The key stored with the registration. */
  key: string
  name: string
  /** The number's shape where known, with an example shown when it does not match. */
  pattern?: RegExp
  example?: string
}

export const COUNCILS: readonly Council[] = [
  { key: 'UP', name: 'Uttar Pradesh Medical Council', pattern: /^\d{1,6}$/, example: '45678' },
  { key: 'NMC', name: 'National Medical Commission (IMR)', pattern: /^\d{1,7}$/, example: '123456' },
  { key: 'UK', name: 'Uttarakhand Medical Council', pattern: /^(UKMC\/)?\d{1,6}$/i, example: 'UKMC/4567' },
  { key: 'BR', name: 'Bihar Council of Medical Registration', pattern: /^\d{1,6}$/, example: '34567' },
  { key: 'MP', name: 'Madhya Pradesh Medical Council', pattern: /^\d{1,6}$/, example: '12345' },
  { key: 'DL', name: 'Delhi Medical Council', pattern: /^(DMC\/R\/)?\d{1,6}$/i, example: 'DMC/R/12345' },
  { key: 'RJ', name: 'Rajasthan Medical Council', pattern: /^\d{1,6}$/, example: '23456' },
  { key: 'PB', name: 'Punjab Medical Council', pattern: /^\d{1,6}$/, example: '45678' },
  { key: 'HR', name: 'Haryana Medical Council', pattern: /^(HMC\/)?\d{1,6}$/i, example: 'HMC/12345' },
  {
    key: 'MH',
    name: 'Maharashtra Medical Council',
    pattern: /^(\d{4}\/\d{2}\/\d{1,5}|\d{1,6})$/,
    example: '2010/03/1234',
  },
  { key: 'WB', name: 'West Bengal Medical Council', pattern: /^\d{1,6}$/, example: '67890' },
  { key: 'OTHER', name: 'Another state medical council' },
]

/** The council accrediting this site's conference: its delegates are "in state". */
export const HOME_COUNCIL = 'UP'

/** Any council's number: letters, digits and / - . only, 30 characters at most. */
export const ANY_COUNCIL_NUMBER = /^[A-Za-z0-9/.-]{1,30}$/

export const councilOf = (key: string) => COUNCILS.find((c) => c.key === key)
export const councilName = (key: string) => councilOf(key)?.name ?? key

export const COUNCIL_MESSAGES = {
  choose: 'Choose your medical council, or leave both council fields empty.',
  number: 'Enter your registration number with that council.',
  unknown: 'Choose a medical council from the list.',
  chars: 'Registration number: letters, digits and / - . only, 30 characters at most.',
} as const

/**
 * What is wrong with a council and number pair (both optional, but together), or null: the
 * field to blame and the message.
 */
export function councilProblem(
  council: string,
  number: string,
): { field: 'medical_council' | 'council_reg_number'; message: string } | null {
  const key = council.trim()
  const n = number.trim()
  if (!key && !n) return null
  if (!key) return { field: 'medical_council', message: COUNCIL_MESSAGES.choose }
  const c = councilOf(key)
  if (!c) return { field: 'medical_council', message: COUNCIL_MESSAGES.unknown }
  if (!n) return { field: 'council_reg_number', message: COUNCIL_MESSAGES.number }
  if (!ANY_COUNCIL_NUMBER.test(n)) return { field: 'council_reg_number', message: COUNCIL_MESSAGES.chars }
  if (c.pattern && !c.pattern.test(n))
    return {
      field: 'council_reg_number',
      message: `${c.name} registration numbers look like ${c.example}.`,
    }
  return null
}
