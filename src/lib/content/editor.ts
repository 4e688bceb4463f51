import { BlocksFeature, EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { ImportedHtmlBlock } from '@/blocks/ImportedHtml/config'

/**
 * The rich-text editor of every field: Payload's default features plus tables and the imported-HTML block,
 * which the WordPress importer needs for tables and for markup without an equivalent (decision 023).
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures,
    EXPERIMENTAL_TableFeature(),
    BlocksFeature({ blocks: [ImportedHtmlBlock] }),
  ],
})
