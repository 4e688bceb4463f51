import { l, pageBlock } from '../fields'

/**
 * Markup brought over from the old WordPress site that has no equivalent in our rich text (a form, a gallery
 * shortcode's output, an unknown block). It is kept, not dropped, so an editor can see and rebuild it; the site
 * shows it only through the allow-list sanitizer (src/lib/content/sanitizeHtml.ts), never as written.
 */
export const ImportedHtmlBlock = pageBlock(
  'importedHtml',
  l('Imporditud HTML', 'Импортированный HTML', 'Imported HTML'),
  [
    {
      name: 'html',
      type: 'code',
      required: true,
      label: 'HTML',
      admin: {
        language: 'html',
        description: l(
          'Vanalt saidilt toodud märgistus, millel pole siin vastet. Palun asendage see tavalise tekstiga.',
          'Разметка со старого сайта без аналога здесь. Замените её обычным текстом.',
          'Markup from the old site with no equivalent here. Please replace it with ordinary content.',
        ),
      },
    },
    { name: 'source', type: 'text', label: l('Allikas', 'Источник', 'Source'), admin: { readOnly: true } },
  ],
)
