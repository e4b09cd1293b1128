// An SMTP server inside a test process: point SMTP_URL at `url` and read what was sent. Each
// message keeps its Message-ID, so a test counts deliveries (a repeat has the same Message-ID).
import { SMTPServer } from 'smtp-server'

export interface Delivery {
  to: string[]
  /** The Message-ID header, `<…@…>` ('' when the message has none). */
  messageId: string
  /** The raw message (latin1, as on the wire). */
  raw: string
}

export interface SmtpSink {
  url: string
  /** Messages delivered, oldest first, with their envelope recipients. */
  received: Delivery[]
  /** How many times each Message-ID was delivered. */
  deliveries(): Map<string, number>
  /** How long the server takes to accept each message from now on (a slow mail server). */
  setDelay(ms: number): void
  close(): Promise<void>
}

/** The Message-ID header of a raw message. */
export const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? ''

/** `delayMs`: how long the server takes to accept each message (a slow mail server). */
export async function startSmtpSink(options: { delayMs?: number; port?: number } = {}): Promise<SmtpSink> {
  const received: Delivery[] = []
  let delayMs = options.delayMs ?? 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')))
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: messageIdOf(raw),
            raw,
          })
          callback()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    deliveries() {
      const counts = new Map<string, number>()
      for (const m of received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1)
      return counts
    },
    setDelay: (ms) => void (delayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A message's text as it reads (quoted-printable decoded, UTF-8): its text and HTML parts. */
export const readableText = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

/** A header of a message (its folded lines joined), or null without it. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line === undefined ? null : line.slice(name.length + 1).trim()
}

/** A message's subject, its folded lines joined. */
export const subjectOf = (raw: string) => headerOf(raw, 'Subject')!
