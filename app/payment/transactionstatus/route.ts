// /payment/transactionstatus/ (spec) — a card payment's status
export { status as POST } from '@/lib/api/handlers/card-payments'
