// Amounts: stored as integer paise, sent to the gateway as rupees with exactly two decimals.
// Client-safe.

/** 550000 → "5500.00" */
export function paiseToAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`invalid amount in paise: ${paise}`)
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}

/** "5500.00" (or "5500", "5500.5") → 550000; null when it is not an amount. */
export function amountToPaise(amount: unknown): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(amount ?? '').trim())
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}
