// An SMTP server inside a test process: point SMTP_URL at `url` and read what was sent.
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  url: string
  /** Raw messages (latin1, as on the wire), oldest first, with their envelope recipients. */
  received: { to: string[]; raw: string }[]
  close(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
