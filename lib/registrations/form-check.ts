// How the registration and payment-proof forms check what was typed before sending it: the
// same checks in the browser (with the schemas loaded when first needed) and in the forms'
// server actions (the path before the page's script has run), so both show the same messages.
// The schemas are the handlers' own (./schema.ts), passed in: this module stays without zod.
// Client-safe.
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { DOCUMENT_EXTENSIONS, REQUIRED_FIELDS_MESSAGE } from './flow'

type Schemas = typeof import('./schema')

export const CORRECT_FIELDS_MESSAGE = 'Please correct the highlighted fields.'
/** An empty required field's message, when its schema's own words are about its format. */
export const REQUIRED_FIELD_MESSAGE = 'This field is required.'

const MAX_BYTES = 10 * 1024 * 1024

/** A chosen document's problem by name and size (the server checks the content too), or null. */
export function checkDocument(file: File): string | null {
  if (!DOCUMENT_EXTENSIONS.test(file.name)) return 'Only PDF, JPG, JPEG or PNG files are allowed.'
  if (file.size > MAX_BYTES) return 'The file is too large: 10 MB at most.'
  return null
}

/** The registration form's text fields, empty. */
export const EMPTY_REGISTRATION = {
  name: '',
  mobile_number: '',
  email: '',
  date_of_birth: '',
  address: '',
  age: '',
  designation: '',
  ciapMembership: '',
  aopUpMembership: '',
  medical_council: '',
  council_reg_number: '',
  accompanying_person: '',
  category: '',
  /** The ticked workshops' ids, "1,2" (sent as they are). */
  workshops: '',
  /** For the GST invoice: the delegate's state, and the institution billed (optional). */
  state: '',
  gstin: '',
  billing_name: '',
  /** A discount code, optional. */
  discount_code: '',
}
export type RegistrationValues = typeof EMPTY_REGISTRATION

const REQUIRED: (keyof RegistrationValues)[] = [
  'name',
  'mobile_number',
  'email',
  'date_of_birth',
  'address',
  'age',
  'designation',
  'accompanying_person',
  'category',
]

/** What a form shows when it is refused: the first message of each field, and its own message. */
export interface Problems {
  errors: Record<string, string>
  /** Null when the input can be sent. */
  message: string | null
}

function problems(errors: Record<string, string>, missing: boolean): Problems {
  return {
    errors,
    message: Object.keys(errors).length ? (missing ? REQUIRED_FIELDS_MESSAGE : CORRECT_FIELDS_MESSAGE) : null,
  }
}

/** The registration's problems: empty fields by name, then the registration schema, then the LoP file. */
export function registrationProblems(
  schemas: Schemas,
  values: RegistrationValues,
  lop: File | null,
): Problems {
  const missing = REQUIRED.filter((k) => !values[k].trim())
  const parsed = schemas.registrationSchema.safeParse({
    ...values,
    accompanying_person: values.accompanying_person || undefined,
  })
  const fromSchema = parsed.error ? firstFieldErrors(fieldErrors(parsed.error)) : {}
  // An empty field names what is missing with the schema's (and the server's) words when the schema
  // has them, e.g. "Date of birth is required." rather than a date-format message.
  const required = (k: string) => (/required/.test(fromSchema[k] ?? '') ? fromSchema[k] : null)
  const errors: Record<string, string> = {
    ...fromSchema,
    ...Object.fromEntries(missing.map((k) => [k, required(k) ?? REQUIRED_FIELD_MESSAGE])),
  }
  const lopError = lop ? checkDocument(lop) : null
  if (lopError) errors.LoP = lopError
  return problems(errors, missing.length > 0)
}

/** The payment proof's problems: the payment-details schema (with its registration), then the file. */
export function proofProblems(
  schemas: Schemas,
  values: { payment_option: string; transaction_id: string; transaction_date: string },
  owner: { participant_id?: number; participant_token?: string },
  file: File | null,
): Problems {
  const parsed = schemas.paymentDetailsSchema.safeParse({ ...values, ...owner })
  const errors = parsed.error ? firstFieldErrors(fieldErrors(parsed.error)) : {}
  const fileError = file ? checkDocument(file) : 'This field is required.'
  if (fileError) errors.proof_of_payment = fileError
  return problems(errors, !values.transaction_id.trim() || !values.transaction_date || !file)
}
