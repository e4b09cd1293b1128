'use client'

// The home page's hero slides: Add Slide, and each slide's Update / Delete (image, title,
// subtitle, the two buttons, the order). The same records /adminpanel/slides/ writes and the
// home page's carousel shows (listed with the current edition's placeholders filled, as the home
// page shows them; the form keeps them as written).
import { useConfirm } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/field'
import { ScriptButton } from '@/components/ui/script-submit'
import { LINK_RULE, slideSchema, slideUpdateSchema, type BannerSlideDto } from '@/lib/banners/schema'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { EDITION_PLACEHOLDER_HINT } from '@/lib/editions/texts'
import styles from './admin.module.css'
import { apiSend } from './api'
import { EntityCard, Loaded, recordMenu, Section } from './blocks'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

export const SLIDES_PATH = '/adminpanel/slides/'
const FIELDS = ['title', 'subtitle', 'buttonText', 'buttonLink', 'buttonTexts', 'buttonLinks'] as const

export function SlidesAdmin({ values }: { values: Readonly<Record<string, string>> }) {
  const slides = useApi<BannerSlideDto[]>(SLIDES_PATH)
  const confirm = useConfirm()
  const { form, item, open, modal } = useRecordForm<BannerSlideDto>({
    path: SLIDES_PATH,
    create: slideSchema,
    update: slideUpdateSchema,
    updateUrl: (v) => `${SLIDES_PATH}?id=${v.id}`,
    empty: { ...Object.fromEntries(FIELDS.map((f) => [f, ''])), position: String(slides.data?.length ?? 0) },
    toValues: (s) => ({
      id: s.id,
      ...Object.fromEntries(FIELDS.map((f) => [f, s[f]])),
      position: String(s.position),
    }),
    texts: {
      added: 'Slide added successfully!',
      updated: 'Slide updated successfully!',
      failed: 'Failed to save slide.',
    },
  })
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', `${SLIDES_PATH}?id=${id}`),
    refresh: [SLIDES_PATH],
    success: 'Slide deleted successfully!',
    failure: 'Failed to delete slide.',
  })
  return (
    <Section
      id="slides"
      title="Hero Slides"
      action={<ScriptButton onClick={() => open(null)}>Add Slide</ScriptButton>}
    >
      <Loaded query={slides} empty="No slides yet: the home page shows no banner.">
        {(list) => (
          <ul className={styles.grid3}>
            {list.map((s) => (
              <EntityCard
                key={s.id}
                picture={s.image}
                title={fillPlaceholders(s.title, values)}
                menu={recordMenu(
                  confirm,
                  { label: 'Update', onSelect: () => open(s) },
                  'Are you sure you want to delete this slide?',
                  () => remove.mutate(s.id),
                )}
              >
                <p>{fillPlaceholders(s.subtitle, values)}</p>
                <p className={styles.muted}>
                  #{s.position} · {s.buttonText} → {s.buttonLink}
                  {s.buttonTexts && ` · ${s.buttonTexts} → ${s.buttonLinks}`}
                </p>
              </EntityCard>
            ))}
          </ul>
        )}
      </Loaded>
      <FormModal title={item ? 'Update Slide' : 'Add Slide'} {...modal}>
        <TextField label="Title" required hint={EDITION_PLACEHOLDER_HINT} {...form.text('title')} />
        <TextField label="Subtitle" {...form.text('subtitle')} />
        <TextField label="Button text" required {...form.text('buttonText')} />
        <TextField label="Button link" required hint={LINK_RULE} {...form.text('buttonLink')} />
        <TextField label="Second button text" {...form.text('buttonTexts')} />
        <TextField label="Second button link" {...form.text('buttonLinks')} />
        <TextField label="Order" type="number" min={0} {...form.text('position')} />
        <ImagePicker label="Image" required={!item} current={item?.image} {...form.file('image')} />
      </FormModal>
    </Section>
  )
}
