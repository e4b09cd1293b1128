// The console page reads per request: this boundary lets a navigation show at once.
export { default } from '@/components/admin/admin-loading'
