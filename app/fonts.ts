import localFont from 'next/font/local'

// Inter (variable) from the @fontsource-variable/inter package: no network fonts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
})
