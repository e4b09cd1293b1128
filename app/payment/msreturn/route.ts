// /payment/msreturn — the older ICICI kit's return
export { back as GET } from '@/lib/api/handlers/icici-payments'
