// /uppedicon/participants/<id>/pay-to/ — where to pay a registration's fee by UPI or bank transfer (the checkout's)
export { payTo as GET } from '@/lib/api/handlers/registrations'
