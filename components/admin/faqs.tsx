'use client'

// The home page's FAQs, as the public sees them (one answer open at a time), with Add FAQ and
// each question's Update / Delete: the same records /adminpanel/faqs/ writes and the home reads.
import { useId, useState } from 'react'
import { RichText } from '@/components/site/rich-text'
import { CardMenu } from '@/components/ui/card-menu'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { ScriptButton } from '@/components/ui/script-submit'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { faqSchema, type FaqDto } from '@/lib/content/schema'
import { EDITION_PLACEHOLDER_HINT } from '@/lib/editions/texts'
import { apiSend } from './api'
import { Loaded, recordMenu, Section } from './blocks'
import styles from './dashboard.module.css'
import { FormModal } from './form-modal'
import { MARKDOWN_HINT } from './texts-admin'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

export const FAQS_PATH = '/adminpanel/faqs/'

function FaqList({
  faqs,
  values,
  menu,
}: {
  faqs: FaqDto[]
  values: Readonly<Record<string, string>>
  menu: (f: FaqDto) => React.ReactNode
}) {
  // The open answer by its record, not its place: the list may change under it (another organiser).
  const [open, setOpen] = useState<number | null>(faqs[0]?.id ?? null)
  const id = useId()
  return (
    <div className={styles.faqs}>
      {faqs.map((f, i) => (
        <div key={f.id} className={styles.faq}>
          <div className={styles.faqHead}>
            <h3 className={styles.faqQ}>
              <button
                type="button"
                aria-expanded={open === f.id}
                aria-controls={`${id}-${i}`}
                onClick={() => setOpen(open === f.id ? null : f.id)}
              >
                {fillPlaceholders(f.question, values)}
                <span aria-hidden="true">{open === f.id ? '−' : '+'}</span>
              </button>
            </h3>
            {menu(f)}
          </div>
          <div id={`${id}-${i}`} hidden={open !== f.id} className={styles.faqA}>
            <RichText source={f.answer} values={values} />
          </div>
        </div>
      ))}
    </div>
  )
}

/** `values`: the current edition's placeholders' values (the list shows the FAQs as visitors do). */
export function FaqsAdmin({ values }: { values: Readonly<Record<string, string>> }) {
  const faqs = useApi<FaqDto[]>(FAQS_PATH)
  const confirm = useConfirm()
  const { form, item, open, modal } = useRecordForm<FaqDto>({
    path: FAQS_PATH,
    create: faqSchema,
    update: faqSchema,
    json: true,
    updateUrl: (v) => `${FAQS_PATH}?id=${v.id}`,
    empty: { question: '', answer: '', position: String((faqs.data?.length ?? 0) + 1) },
    toValues: (f) => ({ id: f.id, question: f.question, answer: f.answer, position: String(f.position) }),
    texts: {
      added: 'FAQ added successfully!',
      updated: 'FAQ updated successfully!',
      failed: 'Failed to save FAQ.',
    },
  })
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', `${FAQS_PATH}?id=${id}`),
    refresh: [FAQS_PATH],
    success: 'FAQ deleted successfully!',
    failure: 'Failed to delete FAQ.',
  })
  const menu = (f: FaqDto) => (
    <CardMenu
      label={`Actions for ${fillPlaceholders(f.question, values)}`}
      items={recordMenu(
        confirm,
        { label: 'Update', onSelect: () => open(f) },
        'Are you sure you want to delete this question?',
        () => remove.mutate(f.id),
      )}
    />
  )
  return (
    <Section
      id="faqs"
      title="Frequently Asked Questions"
      action={<ScriptButton onClick={() => open(null)}>Add FAQ</ScriptButton>}
    >
      <Loaded query={faqs} empty="No questions yet.">
        {(list) => <FaqList faqs={list} values={values} menu={menu} />}
      </Loaded>
      <FormModal title={item ? 'Update FAQ' : 'Add FAQ'} {...modal}>
        <TextField label="Question" required hint={EDITION_PLACEHOLDER_HINT} {...form.text('question')} />
        <TextAreaField label="Answer" required rows={6} hint={MARKDOWN_HINT} {...form.text('answer')} />
        <TextField label="Order" type="number" min={0} {...form.text('position')} />
      </FormModal>
    </Section>
  )
}
