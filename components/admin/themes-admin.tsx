'use client'

// The conference theme and partner associations: Add Theme, Update, Delete (3-column grid).
import { useConfirm } from '@/components/ui/confirm-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { ScriptButton } from '@/components/ui/script-submit'
import { themeSchema, themeUpdateSchema, type ThemeDto } from '@/lib/themes/schema'
import styles from './admin.module.css'
import { apiSend } from './api'
import { EntityCard, Loaded, recordMenu, Section } from './blocks'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

const PATH = '/uppedicon/theme/'

/** `edition`: the current edition's name (its heading). */
export function ThemesAdmin({ edition }: { edition: string }) {
  const themes = useApi<ThemeDto[]>(PATH)
  const confirm = useConfirm()
  const { form, item, open, modal } = useRecordForm<ThemeDto>({
    path: PATH,
    create: themeSchema,
    update: themeUpdateSchema,
    empty: { name: '', description: '' },
    toValues: (t) => ({ id: t.id, name: t.name, description: t.description }),
    texts: {
      added: 'Theme added successfully!',
      updated: 'Theme updated successfully!',
      failed: (v) => (v.id ? 'Failed to update theme.' : 'Failed to add theme.'),
    },
  })
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', PATH, { id }),
    refresh: [PATH],
    success: 'Theme deleted successfully!',
    failure: 'Failed to delete theme.',
  })

  return (
    <Section
      id="themes"
      title={`${edition} Theme`}
      action={<ScriptButton onClick={() => open(null)}>Add Theme</ScriptButton>}
    >
      <Loaded query={themes} loading="Loading themes..." empty="No themes available.">
        {(list) => (
          <ul className={styles.grid3}>
            {list.map((t) => (
              <EntityCard
                key={t.id}
                picture={t.image}
                title={t.name}
                menu={recordMenu(
                  confirm,
                  { label: 'Update', onSelect: () => open(t) },
                  'Are you sure you want to delete this theme?',
                  () => remove.mutate(t.id),
                )}
              >
                <p>{t.description}</p>
              </EntityCard>
            ))}
          </ul>
        )}
      </Loaded>
      <FormModal title={item ? 'Update Theme' : 'Add New Theme'} {...modal}>
        <TextField label="Theme Name" required {...form.text('name')} />
        <TextAreaField label="Description" required rows={4} {...form.text('description')} />
        <ImagePicker label="Upload Image" required={!item} current={item?.image} {...form.file('image')} />
      </FormModal>
    </Section>
  )
}
