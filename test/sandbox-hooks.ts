// The sandbox gateway for a test file (vitest): started before its tests, stopped after them, and
// each test starts with no `intercept` left by the one before.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startSandboxGateway, type SandboxHarness } from './sandbox-gateway'

export function withSandboxGateway(): Omit<SandboxHarness, 'stop'> {
  let harness: SandboxHarness | undefined
  const started = () => {
    if (!harness) throw new Error('the sandbox gateway is used outside the tests it was started for')
    return harness
  }
  beforeAll(async () => {
    harness = await startSandboxGateway()
  })
  afterAll(() => harness?.stop())
  afterEach(() => {
    if (harness) harness.intercept = undefined
  })
  return {
    get gateway() {
      return started().gateway
    },
    get intercept() {
      return started().intercept
    },
    set intercept(answer) {
      started().intercept = answer
    },
    sandboxMode: () => started().sandboxMode(),
  }
}
