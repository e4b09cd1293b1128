'use client'

// The site's texts (about texts, policy pages) as the public pages render them (the current
// edition's placeholders filled), each with an Edit button that opens the text as written: the
// same records /adminpanel/texts/ writes and the public pages read.
import { RichText } from '@/components/site/rich-text'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { siteTextSchema, type SiteTextDto } from '@/lib/content/schema'
import { EDITION_PLACEHOLDER_HINT } from '@/lib/editions/texts'
import styles from './admin.module.css'
import { Loaded, Section } from './blocks'
import { FormModal } from './form-modal'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

export const TEXTS_PATH = '/adminpanel/texts/'
export const MARKDOWN_HINT = `Blank line: new paragraph. ## Heading, - list item, 1. numbered item, **bold**, *italic*, [link text](/page or https://…). ${EDITION_PLACEHOLDER_HINT}`

export function TextsAdmin({
  id,
  title,
  prefix,
  values,
}: {
  id: string
  title: string
  prefix: string
  values: Readonly<Record<string, string>>
}) {
  const texts = useApi<SiteTextDto[]>(TEXTS_PATH)
  const { form, item, open, modal } = useRecordForm<SiteTextDto>({
    path: TEXTS_PATH,
    create: siteTextSchema,
    update: siteTextSchema,
    json: true,
    updateUrl: (v) => `${TEXTS_PATH}?key=${encodeURIComponent(String(v.id))}`,
    empty: { body: '' },
    // The key stands in the id's place: the form saves with PUT when an id is set.
    toValues: (t) => ({ id: t.key, body: t.body }),
    texts: {
      added: 'Text saved successfully!',
      updated: 'Text saved successfully!',
      failed: 'Failed to save text.',
    },
  })
  return (
    <Section id={id} title={title}>
      <Loaded query={texts} isEmpty={() => false}>
        {(list) => (
          <ul className={styles.texts}>
            {list
              .filter((t) => t.key.startsWith(prefix))
              .map((t) => (
                <li key={t.key} className={styles.text}>
                  <div className={styles.sectionHead}>
                    <h3>{t.label}</h3>
                    <Button variant="secondary" onClick={() => open(t)} aria-label={`Edit ${t.label}`}>
                      Edit
                    </Button>
                  </div>
                  <RichText source={t.body} values={values} />
                </li>
              ))}
          </ul>
        )}
      </Loaded>
      <FormModal title={`Edit ${item?.label ?? 'text'}`} {...modal}>
        <TextAreaField label="Text" required rows={14} hint={MARKDOWN_HINT} {...form.text('body')} />
      </FormModal>
    </Section>
  )
}
