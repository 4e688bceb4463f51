import type { ContractPlan, Rhythm, Service } from '@/lib/discharges/schedule'
import { wasteTypes } from '@/lib/discharges/wasteTypes'
import { seededRandom } from '../random'

// Demo contracts: numbers 900000001, 900000002, … (no real contract starts with 9000), fictional
// object addresses in real towns. Each number always yields the same plan, so the seed, the daily
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

export function demoContract(contractNumber: number): ContractPlan {
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
  return {
    contractNumber: String(contractNumber),
    address,
    region: place.region,
    municipality: place.municipality,
    services,
  }
}
