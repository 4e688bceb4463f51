import { WasteStationsImport as WasteStationsImport_14be6b3b85e5de59d5cf2cb669673eb8 } from '@/components/admin/CsvImportForm'
import { UnservedAddressesImport as UnservedAddressesImport_14be6b3b85e5de59d5cf2cb669673eb8 } from '@/components/admin/CsvImportForm'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/CsvImportForm#WasteStationsImport": WasteStationsImport_14be6b3b85e5de59d5cf2cb669673eb8,
  "@/components/admin/CsvImportForm#UnservedAddressesImport": UnservedAddressesImport_14be6b3b85e5de59d5cf2cb669673eb8,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
