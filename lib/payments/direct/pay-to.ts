// Where and how much to pay outside the gateway: the association's UPI ID and bank account
// (./account.ts), the exact amount, the reference to quote (a registration's or a group's number)
// and the UPI link's QR code. A delegate's page and a group's page show it.
import 'server-only'
import { formatPaise } from '@/lib/money'
import { qrSvg } from '@/lib/tickets/qr'
import { payeeAccount } from './account'
import { upiPayUri } from './upi'

export interface PayTo {
  amount: string
  reference: string
  /** The UPI payment: its ID and holder, its upi://pay link and that link's QR code (SVG data URI). */
  upi: { id: string; payee: string; uri: string; qrSrc: string } | null
  bank: { payee: string; bank: string; accountNumber: string; ifsc: string } | null
}

/** An SVG as an image's data URI. */
export const svgSrc = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/** The account to pay `amountPaise` to, quoting `reference` (null when the organisers set none). */
export async function payToFor(amountPaise: number, reference: string): Promise<PayTo | null> {
  const a = await payeeAccount()
  if (!a.upi_id && !a.account_number) return null
  const uri = a.upi_id
    ? upiPayUri({ upiId: a.upi_id, payeeName: a.payee_name, amountPaise, reference })
    : null
  return {
    amount: formatPaise(amountPaise),
    reference,
    upi: uri ? { id: a.upi_id, payee: a.payee_name, uri, qrSrc: svgSrc(await qrSvg(uri)) } : null,
    bank: a.account_number
      ? { payee: a.payee_name, bank: a.bank_name, accountNumber: a.account_number, ifsc: a.ifsc }
      : null,
  }
}
