// /uppedicon/paymentdetails/ (spec) — a delegate's payment proof
export { POST } from '@/lib/api/handlers/payment-proofs'
