import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { THEME_PROPERTIES } from '@/lib/embed/theme'

// The copy-paste snippets of the developers' page for the widget and Home Assistant, built from the site's own
// origin so that they work as they are.

export const HA_SOURCE_NAME = 'jaatmeveo_ee'

export function widgetScriptSnippet(origin: string, lookup: string, locale: Locale): string {
  return [
    `<div data-jaatmeveo-widget data-lookup="${lookup}" data-lang="${locale}"></div>`,
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n')
}

export function widgetThemeSnippet(): string {
  return [
    '[data-jaatmeveo-widget] {',
    `  ${THEME_PROPERTIES.accent}: #003366;`,
    `  ${THEME_PROPERTIES.text}: #222222;`,
    `  ${THEME_PROPERTIES.background}: #f7f7f2;`,
    `  ${THEME_PROPERTIES.fontSize}: 17px;`,
    '}',
  ].join('\n')
}

export function widgetIframeSnippet(origin: string, lookup: string, locale: Locale, title: string): string {
  const src = `${origin}${localizedPath(locale, '/embed/collections')}?${new URLSearchParams({ lookup })}`
  return `<iframe src="${src}"\n  title="${title}"\n  style="width: 100%; height: 32em; border: 0"></iframe>`
}

export function icsSourceYaml(origin: string, contract: string, locale: Locale): string {
  return [
    'waste_collection_schedule:',
    '  sources:',
    '    - name: ics',
    '      args:',
    `        url: "${origin}/api/v1/contracts/${contract}/calendar.ics?lang=${locale}"`,
    '',
    'sensor:',
    '  - platform: waste_collection_schedule',
    '    name: waste_next_collection',
    '    details_format: upcoming',
  ].join('\n')
}

export function moduleSourceYaml(origin: string, address: string, contract: string, locale: Locale): string {
  return [
    'waste_collection_schedule:',
    '  sources:',
    `    - name: ${HA_SOURCE_NAME}`,
    '      args:',
    `        address: "${address}"`,
    `        lang: ${locale}`,
    `        site: "${origin}"`,
    `    # or by contract number:`,
    `    # - name: ${HA_SOURCE_NAME}`,
    '    #   args:',
    `    #     contract: "${contract}"`,
  ].join('\n')
}
