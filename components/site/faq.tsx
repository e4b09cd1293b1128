// The FAQ accordion: native <details> sharing one name, so the browser keeps one answer open at a
// time, with no JavaScript and full keyboard support. The questions are the organisers' records
// (lib/content), edited from the admin dashboard, with the current edition's placeholders filled.
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { FaqDto } from '@/lib/content/schema'
import { RichText } from './rich-text'
import { StateMessage } from './section'
import styles from './site.module.css'

export function Faq({ faqs, values }: { faqs: FaqDto[]; values: Readonly<Record<string, string>> }) {
  if (!faqs.length) return <StateMessage>No questions yet.</StateMessage>
  return (
    <div className={styles.faq}>
      {faqs.map((f, i) => (
        <details key={f.id} name="faq" className={styles.faqItem} open={i === 0}>
          <summary className={styles.faqQuestion}>{fillPlaceholders(f.question, values)}</summary>
          <div className={styles.faqAnswer}>
            <RichText source={f.answer} values={values} />
          </div>
        </details>
      ))}
    </div>
  )
}
