import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { revalidateGlobal } from '@/hooks/revalidate'

export const l = (et: string, ru: string, en: string) => ({ et, ru, en })

/**
 * What the site's globals share: they sit in the admin's Site group, anyone reads them, editors change
 * them, and a change expires the cache tag of the pages that show them.
 */
export const siteGlobal = (tag: string) =>
  ({
    admin: { group: l('Sait', 'Сайт', 'Site') },
    access: { read: anyone, update: isEditor },
    hooks: { afterChange: [revalidateGlobal(tag)] },
  }) satisfies Partial<GlobalConfig>
