// /payment/createpayment/ (spec) — the older ICICI kit's payment request
export { create as POST } from '@/lib/api/handlers/icici-payments'
