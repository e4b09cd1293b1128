// Adds up the JSON reports of the test runs and prints the closing line "N passed, N failed".
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.test-results'
let passed = 0
let failed = 0
let skipped = 0
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
  } else if (file.startsWith('playwright')) {
    const s = report.stats
    passed += s.expected + s.flaky
    failed += s.unexpected
    skipped += s.skipped
    console.log(`${file}: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`)
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
