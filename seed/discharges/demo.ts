import type { ContractPlan, Rhythm, Service } from '@/lib/discharges/schedule'
import { wasteTypes } from '@/lib/discharges/wasteTypes'
import { seededRandom } from '../random'
import { DEMO_ADDRESS_CASES, DEMO_GARBAGE } from './cases'
import { generatedAddress } from './streets'

// Demo contracts: numbers 900000001, 900000002, … (no real contract starts with 9000), fictional
// object addresses in real towns: the seeded demo's (the first DEMO_SEED_CONTRACTS) on a few streets per
// town, the benchmark's further ones each at an address of its own (./streets.ts). Each number always yields the same plan, so the seed, the daily
// top-up and the company-scale benchmark database agree without storing the plans anywhere.
export const DEMO_FIRST = 900_000_001
export const DEMO_SEED_CONTRACTS = 240

const regions = [
  {
    region: 'Tallinn',
    municipality: 'Tallinn',
    town: 'Tallinn',
    streets: ['Kase tn', 'Pärna tn', 'Vahtra tn', 'Mustamäe tee', 'Sõpruse pst', 'Lepa tn', 'Nõmme tee', 'Kalda tn'],
  },
  {
    region: 'Harjumaa',
    municipality: 'Harku vald',
    town: 'Tabasalu',
    streets: ['Kooli tn', 'Ranna tn', 'Klooga mnt', 'Männi tn'],
  },
  {
    region: 'Tartu',
    municipality: 'Tartu linn',
    town: 'Tartu',
    streets: ['Riia tn', 'Turu tn', 'Raatuse tn', 'Kastani tn', 'Tähe tn'],
  },
  {
    region: 'Viljandi',
    municipality: 'Viljandi linn',
    town: 'Viljandi',
    streets: ['Tallinna tn', 'Jakobsoni tn', 'Reinu tee', 'Uueveski tn'],
  },
  {
    region: 'Pärnu',
    municipality: 'Pärnu linn',
    town: 'Pärnu',
    streets: ['Riia mnt', 'Papiniidu tn', 'Lai tn', 'Ranna pst'],
  },
  {
    region: 'Saaremaa',
    municipality: 'Saaremaa vald',
    town: 'Kuressaare',
    streets: ['Tallinna tn', 'Pikk tn', 'Torni tn', 'Kihelkonna mnt'],
  },
  {
    region: 'Hiiumaa',
    municipality: 'Hiiumaa vald',
    town: 'Kärdla',
    streets: ['Keskväljak', 'Uus tn', 'Rookopli tn', 'Heltermaa mnt'],
  },
  {
    region: 'Rakvere',
    municipality: 'Rakvere linn',
    town: 'Rakvere',
    streets: ['Tallinna tn', 'Pikk tn', 'Vabaduse tn', 'Lennuki tn'],
  },
]

const containers = [
  'Konteiner 140 L',
  'Konteiner 240 L',
  'Konteiner 370 L',
  'Konteiner 660 L',
  'Konteiner 800 L',
  'Süvamahuti 3 m³',
]

const { apartmentBuilding: tallinnBuilding, secondApartmentBuilding: tartuBuilding } = DEMO_ADDRESS_CASES
const s = (garbage: string, itemType: string, rhythm: Rhythm, weekday: number, count = 1): Service => ({
  garbage,
  itemType,
  rhythm,
  weekday,
  phase: 0,
  ...(count > 1 ? { count } : {}),
})

/**
 * Demo contracts with a fixed address and containers (./cases.ts): two apartment buildings and a business
 * at each of them. Their numbers sit in the Tallinn and Tartu slots of the rotation, so every place keeps
 * its contracts.
 */
const special: Record<string, Omit<ContractPlan, 'contractNumber' | 'region' | 'municipality'>> = {
  [tallinnBuilding.contractNumber]: {
    address: tallinnBuilding.address,
    services: [
      s(DEMO_GARBAGE.mixed, 'Konteiner 660 L', 1, 1, 2),
      s(DEMO_GARBAGE.bio, 'Konteiner 240 L', 1, 3),
      s(DEMO_GARBAGE.packaging, 'Konteiner 800 L', 2, 4, 2),
      s(DEMO_GARBAGE.paper, 'Konteiner 660 L', 4, 2),
    ],
  },
  // A shop on the ground floor of the same building, with a contract of its own.
  '900000017': {
    address: tallinnBuilding.address,
    services: [s(DEMO_GARBAGE.mixed, 'Konteiner 240 L', 1, 2), s(DEMO_GARBAGE.paper, 'Konteiner 370 L', 2, 5)],
  },
  [tartuBuilding.contractNumber]: {
    address: tartuBuilding.address,
    services: [
      s(DEMO_GARBAGE.mixed, 'Konteiner 660 L', 1, 2, 3),
      s(DEMO_GARBAGE.bio, 'Konteiner 240 L', 1, 4, 2),
      s(DEMO_GARBAGE.packaging, 'Konteiner 660 L', 2, 1, 2),
    ],
  },
  // A café in the same building.
  '900000019': {
    address: tartuBuilding.address,
    services: [s(DEMO_GARBAGE.bio, 'Konteiner 140 L', 1, 3), s(DEMO_GARBAGE.mixed, 'Konteiner 240 L', 1, 5)],
  },
}

export function demoContract(contractNumber: number): ContractPlan {
  const fixed = special[String(contractNumber)]
  if (fixed) {
    const place = regions[(contractNumber - DEMO_FIRST) % regions.length] ?? regions[0]
    return {
      contractNumber: String(contractNumber),
      region: place.region,
      municipality: place.municipality,
      ...fixed,
    }
  }
  const rnd = seededRandom(contractNumber)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]
  const place = regions[(contractNumber - DEMO_FIRST) % regions.length] ?? regions[0]
  const flat = rnd() < 0.3 ? `-${1 + Math.floor(rnd() * 40)}` : ''
  const address = `${pick(place.streets)} ${1 + Math.floor(rnd() * 120)}${flat}, ${place.town}`
  const weekday = 1 + Math.floor(rnd() * 5)
  const service = (garbage: string, rhythms: Rhythm[], itemType = pick(containers)): Service => {
    const rhythm = pick(rhythms)
    return {
      garbage,
      itemType,
      rhythm,
      weekday: rnd() < 0.7 ? weekday : 1 + Math.floor(rnd() * 5),
      phase: Math.floor(rnd() * rhythm),
    }
  }
  const services: Service[] = [service(wasteTypes.mixed.et, [1, 2, 4])]
  if (rnd() < 0.55) services.push(service(wasteTypes.bio.et, [1, 2], pick(['Konteiner 140 L', 'Konteiner 240 L'])))
  if (rnd() < 0.45) services.push(service(wasteTypes.packaging.et, [2, 4]))
  if (rnd() < 0.3) services.push(service(wasteTypes.paper.et, [4, 2]))
  if (rnd() < 0.15) services.push(service(wasteTypes.glass.et, [4], 'Konteiner 240 L'))
  if (rnd() < 0.05) services.push(service(wasteTypes.garden.et, [2], 'Jäätmekott'))
  if (contractNumber - DEMO_FIRST >= DEMO_SEED_CONTRACTS) {
    // The same services (the random draws above are made either way), at an address of its own.
    const own = generatedAddress(contractNumber - DEMO_FIRST - DEMO_SEED_CONTRACTS)
    return {
      contractNumber: String(contractNumber),
      address: own.address,
      region: own.town,
      municipality: own.municipality,
      services,
    }
  }
  return {
    contractNumber: String(contractNumber),
    address,
    region: place.region,
    municipality: place.municipality,
    services,
  }
}
