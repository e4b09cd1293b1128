import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSmtpSink, type SmtpSink } from '@/test/smtp'
import { escapeHtml, mailHtml, sendMail } from './index'

describe('mail', () => {
  let smtp: SmtpSink

  beforeAll(async () => {
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp.close()
    delete process.env.SMTP_URL
  })

  it('is delivered to the SMTP server as text and HTML from MAIL_FROM', async () => {
    process.env.SMTP_URL = smtp.url
    process.env.MAIL_FROM = 'Pedicon Test <test@uppedicon.test>'
    await sendMail({
      to: 'delegate@example.org',
      subject: 'Your code',
      text: 'Code: 123456',
      html: mailHtml('Your code', '<p>Code: <b>123456</b></p>', 'UP Pedicon 2027'),
    })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].to).toEqual(['delegate@example.org'])
    expect(smtp.received[0].raw).toMatch(/^From: Pedicon Test <test@uppedicon\.test>/m)
    expect(smtp.received[0].raw).toMatch(/^Subject: Your code/m)
    expect(smtp.received[0].raw).toContain('text/plain')
    expect(smtp.received[0].raw).toContain('text/html')
    expect(smtp.received[0].raw).toContain('Code: 123456')
  })

  it('is written to the log when no SMTP server is configured', async () => {
    delete process.env.SMTP_URL
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await sendMail({
      to: 'admin@example.org',
      subject: 'Reset',
      text: 'Your code is 654321',
      html: '<p>654321</p>',
    })
    expect(log.mock.calls.flat().join('\n')).toContain('Your code is 654321')
    log.mockRestore()
  })

  it('escapes what it puts into HTML', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    )
    expect(mailHtml('A <b>', '', 'UP <Pedicon>')).toContain('A &lt;b&gt;')
    expect(mailHtml('A', '', 'UP <Pedicon>')).toContain('UP &lt;Pedicon&gt;')
  })
})
