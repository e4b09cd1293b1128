// Adds up the JSON reports of the test runs, names every failed test with the first lines of its
// error (CI shows only the end of the log, so the names must be here), and prints the closing
// line "N passed, N failed".
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.test-results'
let passed = 0
let failed = 0
let skipped = 0
const failures = []
const firstLines = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 6)
    .map((line) => `      ${line}`)
    .join('\n')

function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const result = test.results?.at(-1)
      failures.push(
        `${file}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${firstLines(result?.error?.message)}`,
      )
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file)
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name ?? '')
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(`${file}: ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`)
      }
      if ((suite.assertionResults ?? []).length === 0 && suite.status === 'failed')
        failures.push(`${file}: ${where} (the file did not run)\n${firstLines(suite.message)}`)
    }
  } else if (file.startsWith('playwright')) {
    const s = report.stats
    passed += s.expected + s.flaky
    failed += s.unexpected
    skipped += s.skipped
    console.log(`${file}: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`)
    for (const suite of report.suites ?? []) playwrightFailures(suite, file)
  }
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
