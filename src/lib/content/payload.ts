import 'server-only'
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'

/** The one way lib/content reaches the CMS (Payload's local API, no HTTP hop). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
