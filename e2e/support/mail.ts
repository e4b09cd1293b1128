// Reads the messages the e2e sites sent to their SMTP servers (see server.ts), with a small MIME
// decoder (multipart, quoted-printable, base64) sufficient for our own mails.
import fs from 'node:fs'
import path from 'node:path'
import { mailDir, type ServerName } from './servers'

export interface Mail {
  file: string
  to: string[]
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

function splitHeaders(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return [headers, body]
}

function decodeWords(value: string) {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_, charset: string, enc: string, text: string) => {
      const buf =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            )
      return buf.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')
    },
  )
}

function decodeBody(body: string, encoding = ''): Buffer {
  const e = encoding.toLowerCase()
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (e === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '')
    const bytes: number[] = []
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
        i += 2
      } else bytes.push(...Buffer.from(soft[i], 'utf8'))
    }
    return Buffer.from(bytes)
  }
  return Buffer.from(body, 'utf8')
}

function walk(headers: Record<string, string>, body: string, mail: Mail) {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const [h, b] = splitHeaders(part.replace(/^\r?\n/, ''))
      walk(h, b, mail)
    }
    return
  }
  const content = decodeBody(body, headers['content-transfer-encoding'])
  const disposition = headers['content-disposition'] ?? ''
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1]
  if (/attachment/i.test(disposition) || (filename && !/^text\//i.test(type))) {
    mail.attachments.push({ filename: filename ?? 'attachment', contentType: type.split(';')[0], content })
  } else if (/^text\/html/i.test(type)) mail.html += content.toString('utf8')
  else if (/^text\/plain/i.test(type)) mail.text += content.toString('utf8')
}

export function parseMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'latin1')
  const [headers, body] = splitHeaders(raw)
  const mail: Mail = {
    file,
    to: (headers['x-envelope-to'] ?? '').split(/,\s*/).filter(Boolean),
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: '',
    html: '',
    attachments: [],
  }
  walk(headers, Buffer.from(body, 'latin1').toString('latin1'), mail)
  return mail
}

/** Every message a site has sent so far, oldest first. */
export function readMails(server: ServerName = 'embedded'): Mail[] {
  const dir = mailDir(server)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(path.join(dir, f)))
}

/** Waits for a message to `to` (optionally matching) sent after `since` messages. */
export async function waitForMail(
  to: string,
  opts: { server?: ServerName; match?: (m: Mail) => boolean; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000)
  for (;;) {
    const found = readMails(opts.server)
      .reverse()
      .find((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()) && (!opts.match || opts.match(m)))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${opts.timeoutMs ?? 15_000} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
