// The association's account for payments outside the gateway, as an organiser saves it
// (client-safe: the console's form checks it with this schema before sending). Each part is
// optional; a bank account needs its number, IFSC and holder's name together.
import { z } from 'zod'

/** A UPI ID (VPA): a handle, @, the payment app's bank handle (e.g. iapup@sbi, iap.up-2@okaxis). */
export const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,98}@[A-Za-z][A-Za-z0-9]{1,63}$/
/** An IFSC: four letters (the bank), 0, six letters or digits (the branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/

export const payeeAccountSchema = z
  .object({
    upi_id: z
      .string()
      .trim()
      .refine((v) => v === '' || UPI_ID.test(v), 'UPI ID: a handle and the bank, e.g. iapup@sbi.')
      .default(''),
    payee_name: z.string().trim().max(120, 'Account holder: 120 characters at most.').default(''),
    bank_name: z.string().trim().max(120, 'Bank: 120 characters at most.').default(''),
    account_number: z
      .string()
      .trim()
      .refine((v) => v === '' || ACCOUNT_NUMBER.test(v), 'Account number: 9 to 18 digits.')
      .default(''),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || IFSC.test(v), 'IFSC: 11 characters, e.g. SBIN0001234.')
      .default(''),
  })
  .superRefine((a, ctx) => {
    const need = (path: 'payee_name' | 'account_number' | 'ifsc', message: string) => {
      if (!a[path]) ctx.addIssue({ code: 'custom', path: [path], message })
    }
    if (a.account_number || a.ifsc) {
      need('account_number', 'Account number is required with an IFSC.')
      need('ifsc', 'IFSC is required with an account number.')
    }
    if (a.upi_id || a.account_number) need('payee_name', 'Account holder is required: payers see it.')
  })
export type PayeeAccountInput = z.infer<typeof payeeAccountSchema>
export type PayeeAccountDto = PayeeAccountInput
