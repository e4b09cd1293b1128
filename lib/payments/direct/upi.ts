// The UPI payment link of a transfer to the association (NPCI's `upi://pay` deep link): a phone
// opens it in a UPI app, and its QR code is what every UPI app scans. It carries the exact amount
// and the registration number as the note, so the bank statement's line names the registration.
// Pure and client-safe.
import { paiseToRupees } from '@/lib/money'

export interface UpiPayment {
  upiId: string
  payeeName: string
  amountPaise: number
  /** What the payer's bank writes on the statement (the registration number). */
  reference: string
}

/** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=… (the amount in rupees with two decimals). */
export function upiPayUri(p: UpiPayment): string {
  const query = new URLSearchParams({
    pa: p.upiId,
    pn: p.payeeName,
    am: paiseToRupees(p.amountPaise).toFixed(2),
    cu: 'INR',
    tn: p.reference,
  })
  // UPI apps read %20 for a space, not the form encoding's +.
  return `upi://pay?${query.toString().replace(/\+/g, '%20')}`
}
