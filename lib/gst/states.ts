// India's states and union territories with their GST state codes (the first two digits of a
// GSTIN), for the place of supply on the registration form and on tax invoices. Client-safe.

export const GST_STATES = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
] as const

export type StateCode = (typeof GST_STATES)[number][0]
export const STATE_CODES = GST_STATES.map(([code]) => code) as [StateCode, ...StateCode[]]
const NAMES = new Map<string, string>(GST_STATES)

/** The association's state in the demo and by default: Uttar Pradesh. */
export const HOME_STATE: StateCode = '09'

export const isStateCode = (code: string): code is StateCode => NAMES.has(code)

/** "09" → "Uttar Pradesh (09)", as invoices print a place of supply. */
export const stateLabel = (code: string) => (NAMES.has(code) ? `${NAMES.get(code)} (${code})` : code)
export const stateName = (code: string) => NAMES.get(code) ?? code
