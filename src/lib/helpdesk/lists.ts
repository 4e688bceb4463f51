// Reference lists of the helpdesk ticket form (SPEC section 3). The form, the zod schema and the
// delivery all read these, so a value the form offers is exactly a value the server accepts.
// Counties come from the one vocabulary in lib/data/regions.ts.

import { counties, type County } from '@/lib/data/regions'

export type Municipality = { name: string; county: County; kind: 'linn' | 'vald' }

// The 79 local governments after the 2017 administrative reform (15 towns, 64 rural municipalities).
// Official names are proper nouns and stay in Estonian in every interface language.
const byCounty: Record<County, string[]> = {
  Harju: [
    'Tallinna linn',
    'Keila linn',
    'Loksa linn',
    'Maardu linn',
    'Anija vald',
    'Harku vald',
    'Jõelähtme vald',
    'Kiili vald',
    'Kose vald',
    'Kuusalu vald',
    'Lääne-Harju vald',
    'Raasiku vald',
    'Rae vald',
    'Saku vald',
    'Saue vald',
    'Viimsi vald',
  ],
  Hiiu: ['Hiiumaa vald'],
  'Ida-Viru': [
    'Kohtla-Järve linn',
    'Narva linn',
    'Narva-Jõesuu linn',
    'Sillamäe linn',
    'Alutaguse vald',
    'Jõhvi vald',
    'Lüganuse vald',
    'Toila vald',
  ],
  Jõgeva: ['Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald'],
  Järva: ['Paide linn', 'Järva vald', 'Türi vald'],
  Lääne: ['Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald'],
  'Lääne-Viru': [
    'Rakvere linn',
    'Haljala vald',
    'Kadrina vald',
    'Rakvere vald',
    'Tapa vald',
    'Vinni vald',
    'Viru-Nigula vald',
    'Väike-Maarja vald',
  ],
  Põlva: ['Kanepi vald', 'Põlva vald', 'Räpina vald'],
  Pärnu: [
    'Pärnu linn',
    'Häädemeeste vald',
    'Kihnu vald',
    'Lääneranna vald',
    'Põhja-Pärnumaa vald',
    'Saarde vald',
    'Tori vald',
  ],
  Rapla: ['Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald'],
  Saare: ['Muhu vald', 'Ruhnu vald', 'Saaremaa vald'],
  Tartu: [
    'Tartu linn',
    'Elva vald',
    'Kambja vald',
    'Kastre vald',
    'Luunja vald',
    'Nõo vald',
    'Peipsiääre vald',
    'Tartu vald',
  ],
  Valga: ['Otepää vald', 'Tõrva vald', 'Valga vald'],
  Viljandi: ['Viljandi linn', 'Mulgi vald', 'Põhja-Sakala vald', 'Viljandi vald'],
  Võru: ['Võru linn', 'Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru vald'],
}

export const municipalities: Municipality[] = counties.flatMap((county) =>
  byCounty[county].map((name) => ({
    name,
    county,
    kind: name.endsWith(' linn') ? ('linn' as const) : ('vald' as const),
  })),
)

export const municipalityNames = municipalities.map((m) => m.name) as [string, ...string[]]

export const wasteTypes = [
  'mixedHousehold',
  'paperCardboard',
  'mixedPackaging',
  'paperCardboardPackaging',
  'plasticPackaging',
  'bulky',
  'garden',
  'biodegradable',
  'glass',
  'electronic',
  'textiles',
  'hazardous',
] as const
export type WasteType = (typeof wasteTypes)[number]

// Values are the volumes in m³ as the helpdesk writes them; deep (underground) containers are prefixed.
export const containerTypes = [
  'bag',
  '0.08',
  '0.14',
  '0.24',
  '0.37',
  '0.66',
  '0.8',
  '1.1',
  '1.5',
  '2.5',
  '4.5',
  'deep-0.8',
  'deep-1.3',
  'deep-3',
  'deep-5',
] as const
export type ContainerType = (typeof containerTypes)[number]

export const containerCounts = ['1', '2', '3', '4', '5', '6'] as const

export const contactFields = [
  'contractNumber',
  'name',
  'phone',
  'email',
  'area',
  'address',
  'wasteType',
  'containerType',
  'containerCount',
  'packagedExtra',
  'desiredDate',
  'missedCollectionDate',
  'subject',
  'description',
  'files',
] as const
export type ContactField = (typeof contactFields)[number]

type Need = 'required' | 'optional'
export type Topic = { key: string; id: number; fields: Partial<Record<ContactField, Need>> }

const r = 'required' as const
const o = 'optional' as const
/** Who writes and about which place: the customer's contact and the service address, all required. */
const customerAtAddress = { name: r, phone: r, email: r, area: r, address: r } as const
/** The container a new contract or an extra discharge is for. */
const container = { wasteType: r, containerType: r, containerCount: r } as const

// The ids are the helpdesk's topic ids and travel with the ticket; the order is the form's order.
export const topics = [
  {
    key: 'additionalDischarge',
    id: 5,
    // SPEC section 5: everything is mandatory when ordering a discharge.
    fields: {
      contractNumber: r,
      ...customerAtAddress,
      ...container,
      packagedExtra: r,
      desiredDate: r,
      description: r,
      files: r,
    },
  },
  {
    key: 'dischargeCancellation',
    id: 26,
    fields: {
      contractNumber: r,
      ...customerAtAddress,
      wasteType: o,
      desiredDate: r,
      description: r,
    },
  },
  {
    key: 'serviceComplaint',
    id: 3,
    // The missed-collection report: the day the container was not emptied lets the helpdesk check the route.
    // The contract number is optional: a tenant reporting from the address lookup rarely knows it, and the
    // helpdesk finds the contract from the address.
    fields: {
      contractNumber: o,
      name: r,
      phone: r,
      email: r,
      area: o,
      address: r,
      missedCollectionDate: r,
      description: r,
      files: o,
    },
  },
  {
    key: 'scheduleChange',
    id: 12,
    fields: { contractNumber: r, ...customerAtAddress, wasteType: o, description: r },
  },
  {
    key: 'other',
    id: 10,
    fields: { contractNumber: o, name: r, phone: o, email: r, subject: r, description: r, files: o },
  },
  {
    key: 'newContract',
    id: 14,
    fields: {
      ...customerAtAddress,
      ...container,
      description: o,
    },
  },
  {
    key: 'contractChange',
    id: 7,
    fields: { contractNumber: r, name: r, phone: r, email: r, address: o, description: r, files: o },
  },
  {
    key: 'invoiceComplaint',
    id: 2,
    fields: { contractNumber: r, name: r, phone: r, email: r, description: r, files: o },
  },
  {
    key: 'constructionOrders',
    id: 6,
    fields: {
      contractNumber: o,
      ...customerAtAddress,
      desiredDate: o,
      description: r,
      files: o,
    },
  },
  {
    key: 'quotation',
    id: 4,
    fields: { contractNumber: o, name: r, phone: r, email: r, area: o, address: o, description: r, files: o },
  },
] as const satisfies readonly Topic[]

export type TopicKey = (typeof topics)[number]['key']
export const topicIds = topics.map((t) => t.id)

export function topicById(id: number | string | undefined | null): Topic | undefined {
  const n = typeof id === 'string' ? Number(id) : id
  return topics.find((t) => t.id === n)
}

/** The topic's fields in the form's order. */
export function fieldsOf(topic: Topic): { field: ContactField; need: Need }[] {
  return contactFields.filter((f) => topic.fields[f]).map((field) => ({ field, need: topic.fields[field]! }))
}
