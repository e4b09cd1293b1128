// /payment/initiatepayment/ (spec) — start a card payment
export { start as POST } from '@/lib/api/handlers/card-payments'
