// The organisers' inbox (server-rendered): one page of contact messages, newest first; unread
// ones carry a "New" badge and a bold sender (not colour alone), each with reply and call links.
import Link from 'next/link'
import { Pagination } from '@/components/site/pagination'
import { Email } from '@/components/ui/email'
import { formatIndianDateTime } from '@/lib/dates'
import type { InboxPage } from '@/lib/messages/schema'
import admin from '../admin.module.css'
import { MessageActions } from './messages-actions'
import styles from './messages.module.css'

const pageHref = (page: number) => (page === 1 ? '/admin/messages' : `/admin/messages?page=${page}`)

/** `conference`: the current edition's name, in the reply's subject. */
export function MessagesList({ inbox, conference }: { inbox: InboxPage; conference: string }) {
  if (inbox.total === 0)
    return (
      <p className={admin.state}>No messages yet. Messages sent through the Contact Us form appear here.</p>
    )
  if (inbox.items.length === 0)
    return (
      <p className={admin.state}>
        No messages on page {inbox.page}. <Link href="/admin/messages">Back to the newest messages</Link>
      </p>
    )
  const first = (inbox.page - 1) * inbox.pageSize + 1
  return (
    <>
      <p className={admin.muted}>
        Messages {first}–{first + inbox.items.length - 1} of {inbox.total}, newest first.
      </p>
      <ol className={styles.list}>
        {inbox.items.map((m) => {
          const unread = m.read_at === null
          const titleId = `message-${m.id}-from`
          const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: your message to ${conference}`)}&body=${encodeURIComponent(`Dear ${m.name},\n\n`)}`
          return (
            <li key={m.id}>
              <article
                className={`${styles.message} ${unread ? styles.unread : ''}`}
                aria-labelledby={titleId}
              >
                <header className={styles.head}>
                  <h2 id={titleId} className={styles.sender}>
                    {unread && <span className={styles.badge}>New</span>}
                    {m.name}
                  </h2>
                  <time className={admin.muted} dateTime={m.created_at}>
                    {formatIndianDateTime(m.created_at)}
                  </time>
                </header>
                <p className={styles.text}>{m.message}</p>
                <p className={styles.contact}>
                  <a href={reply}>
                    Reply to <Email address={m.email} />
                  </a>
                  <a href={`tel:+91${m.mobile_number}`}>
                    <span className="visually-hidden">Call </span>
                    {m.mobile_number}
                  </a>
                  {!unread && <span className={admin.muted}>Read {formatIndianDateTime(m.read_at!)}</span>}
                </p>
                <MessageActions id={m.id} name={m.name} read={!unread} />
              </article>
            </li>
          )
        })}
      </ol>
      <Pagination page={inbox.page} pageCount={inbox.pageCount} href={pageHref} label="Message pages" />
    </>
  )
}
