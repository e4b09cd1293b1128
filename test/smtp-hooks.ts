// An SMTP sink for a test file or describe block (vitest): started before its tests and closed
// after them; during each test the site's mail goes to it (SMTP_URL), and each test starts with
// nothing received.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startSmtpSink, type SmtpSink } from './smtp'

export function withSmtpSink(): Omit<SmtpSink, 'close'> {
  let sink: SmtpSink | undefined
  const started = () => {
    if (!sink) throw new Error('the SMTP sink is used outside the tests it was started for')
    return sink
  }
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(() => sink?.close())
  beforeEach(() => {
    started().received.length = 0
    process.env.SMTP_URL = started().url
  })
  afterEach(() => {
    delete process.env.SMTP_URL
  })
  return {
    get received() {
      return started().received
    },
    get url() {
      return started().url
    },
    deliveries: () => started().deliveries(),
    setDelay: (ms) => started().setDelay(ms),
  }
}
