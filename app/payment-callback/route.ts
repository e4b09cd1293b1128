// /payment-callback (spec) — the card gateway's return and advices
export { callback as POST, callbackPage as GET } from '@/lib/api/handlers/card-payments'
