import 'server-only'
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'

/**
 * The CMS handle (Payload's local API, no HTTP hop). Reads go through lib/content, which types, caches and
 * tags them; lib/discharges, lib/helpdesk and lib/import use the same handle for their writes and raw SQL.
 * It has to load the CMS config, so this is the one import from lib up to payload.config.
 */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
