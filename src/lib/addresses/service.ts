import 'server-only'
import { cms } from '@/lib/cms'
import { dbOf } from '@/lib/db'
import { env } from '@/lib/env'
import { allAddressRecords } from './repository'
import {
  findInIndex,
  sharedAddressIndex,
  spendSuggestion as spend,
  suggestSettingsFrom,
  type AddressLoader,
} from './suggest'
import type { AddressRecord } from './types'

// The address index for the pages and Next's routes, loaded through Payload's connection (./suggest.ts holds
// the index itself, shared with the production server's own loader).

export const loadThroughPayload: AddressLoader = async () => allAddressRecords(dbOf(await cms()))

export const suggestSettings = () => suggestSettingsFrom(env())

export async function findAddresses(text: string, limit: number): Promise<AddressRecord[]> {
  return findInIndex(await sharedAddressIndex(loadThroughPayload), text, limit, suggestSettings().search)
}

/** One served address by its property id, or null. */
export async function addressById(id: string): Promise<AddressRecord | null> {
  return (await sharedAddressIndex(loadThroughPayload)).get(id) ?? null
}

/** Spends one suggestion of the client's budget (a 429 ApiError when spent). */
export const spendSuggestion = (client: string) => spend(client, suggestSettings().perMinute)
