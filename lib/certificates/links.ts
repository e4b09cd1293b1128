// The public addresses of a certificate: its verification page and its PDF, and how many PDFs a
// client may download. Client-safe.

export const certificatePath = (code: string) => `/certificate/${code}`

export const certificatePdfPath = (code: string) => `/certificate/${code}.pdf`

/** Downloads of certificate PDFs: so many per client (address) and window. */
export const CERTIFICATE_DOWNLOADS = { limit: 30, minutes: 10 } as const
