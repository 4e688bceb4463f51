import type { CollectionConfig, Field } from 'payload'
import { l } from './dataFields'

/** The admin group of the site's editorial content: pages, posts, their categories and media. */
export const contentGroup = l('Sisu', 'Содержание', 'Content')

/** The title of a page or a post, in each language. */
export const titleField: Field = {
  name: 'title',
  type: 'text',
  required: true,
  localized: true,
  label: l('Pealkiri', 'Заголовок', 'Title'),
}

/**
 * Drafts of pages and posts. Autosave shortly after the typing pauses: the server-side live preview
 * re-renders on each save, so it follows the editor's typing. 375 ms is Payload's advice for server-side
 * live preview (its default, 2 s, felt like a save button). An autosave updates the newest draft version
 * rather than adding one, and the trail keeps one row per document and quarter hour of them. "Save draft"
 * stays for an explicit save.
 */
export const draftsFollowedByLivePreview: CollectionConfig['versions'] = {
  maxPerDoc: 50,
  drafts: { schedulePublish: true, autosave: { interval: 375, showSaveDraftButton: true } },
}
