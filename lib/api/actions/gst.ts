'use server'

// The GST page's "Use the association's settings for <edition>" (/admin/gst, organisers), with or
// without the page's script: the same schema and domain call as DELETE /adminpanel/gst/settings/.
// It goes back to the page saying what was done (in the address: the edition's id, or why it was
// refused), next to the editions' list.
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { actionAccount } from '@/lib/auth/guard'
import { gstEditionSchema } from '@/lib/invoices/schema'
import { removeEditionGstSettings } from '@/lib/invoices/settings-write'
import { parse } from '../input'
import { formEntries, refusedCode, sentValues } from './intake'

const GST_PAGE = '/admin/gst'

export async function associationGstAction(data: FormData): Promise<void> {
  let target: string
  try {
    const { actor } = await actionAccount(['admin'])
    const { edition } = parse(gstEditionSchema, sentValues(formEntries(data), ['edition']))
    await removeEditionGstSettings(actor, edition)
    target = `${GST_PAGE}?restored=${edition}#gst-editions`
  } catch (error) {
    target = `${GST_PAGE}?refused=${refusedCode(error)}#gst-editions`
  }
  refresh()
  redirect(target)
}
