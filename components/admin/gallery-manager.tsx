'use client'

// A gallery with Add Image (modal Add New Image: one required picture) and a delete button on
// each picture, confirmed first. Used for the home gallery and for Explore Gorakhpur.
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { ScriptButton } from '@/components/ui/script-submit'
import { galleryImageSchema, type GalleryItemDto } from '@/lib/gallery/schema'
import styles from './admin.module.css'
import { apiSend } from './api'
import { Loaded, Picture, Section } from './blocks'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useRecordForm } from './use-record-form'

export function GalleryManager({
  path,
  title,
  id,
}: {
  path: '/uppedicon/gallery/' | '/uppedicon/gkpgallery/'
  title: string
  id: string
}) {
  const pictures = useApi<GalleryItemDto[]>(path)
  const confirm = useConfirm()
  // Pictures are only added and deleted, never updated.
  const { form, open, modal } = useRecordForm<never>({
    path,
    create: galleryImageSchema,
    update: galleryImageSchema,
    empty: {},
    toValues: () => ({}),
    texts: { added: 'Image uploaded successfully!', updated: '', failed: 'Image upload failed!' },
  })
  const remove = useAdminMutation({
    run: (imageId: number) => apiSend('DELETE', path, { id: imageId }),
    refresh: [path],
    success: 'Image deleted successfully!',
    failure: 'Failed to delete image!',
  })

  return (
    <Section id={id} title={title} action={<ScriptButton onClick={() => open(null)}>Add Image</ScriptButton>}>
      <Loaded query={pictures} loading="Loading pictures..." empty="No pictures available.">
        {(list) => (
          <ul className={styles.grid4}>
            {list.map((p, i) => (
              <li key={p.id} className={styles.card}>
                <Picture src={p.images} alt={p.title || `${title} picture ${i + 1}`} />
                <div className={styles.cardMenu}>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Delete picture ${i + 1}`}
                    onClick={async () =>
                      (await confirm('Are you sure you want to delete this image?')) && remove.mutate(p.id)
                    }
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <FormModal title="Add New Image" submitLabel="Upload" {...modal}>
        <ImagePicker label="Image" required {...form.file('images')} />
      </FormModal>
    </Section>
  )
}
