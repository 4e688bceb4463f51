export const priceRegions = ['tallinn', 'viljandi', 'parnu', 'saaremaa', 'hiiumaa', 'rakvere', 'tartu'] as const
export type PriceRegion = (typeof priceRegions)[number]

/**
 * Estonia's 15 counties, the one county vocabulary (ARCHITECTURE convention 10). A `County` is the short
 * Estonian name ('Harju'): the value the data collections store, CSV imports carry and the generated county
 * map (lib/maps) names its shapes by, and the key of the `dataPages.counties` messages.
 */
export const counties = [
  'Harju', 'Hiiu', 'Ida-Viru', 'Jõgeva', 'Järva', 'Lääne', 'Lääne-Viru', 'Põlva', 'Pärnu', 'Rapla', 'Saare', 'Tartu', 'Valga', 'Viljandi', 'Võru',
] as const
export type County = (typeof counties)[number]

type CountyInfo = {
  /** The official Estonian name, as the contact form groups municipalities under it. */
  name: string
  /** Key of the `contact.counties` messages (the contact form's translated county names). */
  messageKey: string
  /** ISO 3166-2:EE code, as in the generated map. */
  iso: string
}

export const countyInfo: Record<County, CountyInfo> = {
  Harju: { name: 'Harju maakond', messageKey: 'harju', iso: 'EE-37' },
  Hiiu: { name: 'Hiiu maakond', messageKey: 'hiiu', iso: 'EE-39' },
  'Ida-Viru': { name: 'Ida-Viru maakond', messageKey: 'idaViru', iso: 'EE-44' },
  Jõgeva: { name: 'Jõgeva maakond', messageKey: 'jogeva', iso: 'EE-49' },
  Järva: { name: 'Järva maakond', messageKey: 'jarva', iso: 'EE-51' },
  Lääne: { name: 'Lääne maakond', messageKey: 'laane', iso: 'EE-57' },
  'Lääne-Viru': { name: 'Lääne-Viru maakond', messageKey: 'laaneViru', iso: 'EE-59' },
  Põlva: { name: 'Põlva maakond', messageKey: 'polva', iso: 'EE-65' },
  Pärnu: { name: 'Pärnu maakond', messageKey: 'parnu', iso: 'EE-67' },
  Rapla: { name: 'Rapla maakond', messageKey: 'rapla', iso: 'EE-70' },
  Saare: { name: 'Saare maakond', messageKey: 'saare', iso: 'EE-74' },
  Tartu: { name: 'Tartu maakond', messageKey: 'tartu', iso: 'EE-78' },
  Valga: { name: 'Valga maakond', messageKey: 'valga', iso: 'EE-82' },
  Viljandi: { name: 'Viljandi maakond', messageKey: 'viljandi', iso: 'EE-84' },
  Võru: { name: 'Võru maakond', messageKey: 'voru', iso: 'EE-86' },
}

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (counties as readonly string[]).includes(value)
}
