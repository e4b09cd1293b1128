import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import { defineConfig, globalIgnores } from 'eslint/config'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Layout is Prettier's job (`npm run lint` runs both); no ESLint rule may disagree with it.
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'lib/generated/**',
    '.data/**',
    'uploads/**',
    'test-results/**',
    'playwright-report/**',
    // The bench's state, with the empty app it builds (scripts/bench/empty-app.ts).
    '.bench/**',
  ]),
])
