import type { County } from './regions'

// One identity for a municipality: the code of the Estonian administrative and settlement classification
// (EHAK, "Eesti haldus- ja asustusjaotuse klassifikaator", kept by Statistics Estonia, public at
// https://www.stat.ee/et/avasta-statistikat/klassifikaatorid), level "omavalitsus", as in force since the
// 2017 administrative reform. Collections (discharges rows), municipal contracts, the editors' lists and
// alert targeting all store this four-digit code; names are only shown. Imports and editors write names in
// many ways ("Tallinn", "Tallinna linn", "Tartu", "Harku"), so `resolveMunicipality` maps them to the code
// and an import reports the ones it cannot map instead of storing a name nothing can target.
// The codes were taken from the classification; verify against Statistics Estonia's current version when
// it changes (a new version is a data change here, not a code change elsewhere).

export type MunicipalityKind = 'linn' | 'vald'
export type Municipality = {
  /** EHAK code, four digits. */
  code: string
  county: County
  kind: MunicipalityKind
  /** The official Estonian name (EHAK), as editors and planners know it. */
  et: string
  ru: string
  en: string
}

// [code, county, Estonian name, Russian name, English name]
const rows: [string, County, string, string, string][] = [
  ['0784', 'Harju', 'Tallinn', 'Таллинн', 'Tallinn'],
  ['0296', 'Harju', 'Keila linn', 'город Кейла', 'Keila'],
  ['0424', 'Harju', 'Loksa linn', 'город Локса', 'Loksa'],
  ['0446', 'Harju', 'Maardu linn', 'город Маарду', 'Maardu'],
  ['0141', 'Harju', 'Anija vald', 'волость Аня', 'Anija Parish'],
  ['0198', 'Harju', 'Harku vald', 'волость Харку', 'Harku Parish'],
  ['0245', 'Harju', 'Jõelähtme vald', 'волость Йыэляхтме', 'Jõelähtme Parish'],
  ['0305', 'Harju', 'Kiili vald', 'волость Кийли', 'Kiili Parish'],
  ['0338', 'Harju', 'Kose vald', 'волость Козе', 'Kose Parish'],
  ['0353', 'Harju', 'Kuusalu vald', 'волость Куусалу', 'Kuusalu Parish'],
  ['0431', 'Harju', 'Lääne-Harju vald', 'волость Ляэне-Харью', 'Lääne-Harju Parish'],
  ['0651', 'Harju', 'Raasiku vald', 'волость Раазику', 'Raasiku Parish'],
  ['0653', 'Harju', 'Rae vald', 'волость Раэ', 'Rae Parish'],
  ['0719', 'Harju', 'Saku vald', 'волость Саку', 'Saku Parish'],
  ['0725', 'Harju', 'Saue vald', 'волость Сауэ', 'Saue Parish'],
  ['0890', 'Harju', 'Viimsi vald', 'волость Виймси', 'Viimsi Parish'],
  ['0205', 'Hiiu', 'Hiiumaa vald', 'волость Хийумаа', 'Hiiumaa Parish'],
  ['0321', 'Ida-Viru', 'Kohtla-Järve linn', 'город Кохтла-Ярве', 'Kohtla-Järve'],
  ['0511', 'Ida-Viru', 'Narva linn', 'город Нарва', 'Narva'],
  ['0515', 'Ida-Viru', 'Narva-Jõesuu linn', 'город Нарва-Йыэсуу', 'Narva-Jõesuu'],
  ['0736', 'Ida-Viru', 'Sillamäe linn', 'город Силламяэ', 'Sillamäe'],
  ['0130', 'Ida-Viru', 'Alutaguse vald', 'волость Алутагузе', 'Alutaguse Parish'],
  ['0251', 'Ida-Viru', 'Jõhvi vald', 'волость Йыхви', 'Jõhvi Parish'],
  ['0442', 'Ida-Viru', 'Lüganuse vald', 'волость Люганузе', 'Lüganuse Parish'],
  ['0803', 'Ida-Viru', 'Toila vald', 'волость Тойла', 'Toila Parish'],
  ['0247', 'Jõgeva', 'Jõgeva vald', 'волость Йыгева', 'Jõgeva Parish'],
  ['0486', 'Jõgeva', 'Mustvee vald', 'волость Муствеэ', 'Mustvee Parish'],
  ['0618', 'Jõgeva', 'Põltsamaa vald', 'волость Пылтсамаа', 'Põltsamaa Parish'],
  ['0567', 'Järva', 'Paide linn', 'город Пайде', 'Paide'],
  ['0255', 'Järva', 'Järva vald', 'волость Ярва', 'Järva Parish'],
  ['0834', 'Järva', 'Türi vald', 'волость Тюри', 'Türi Parish'],
  ['0184', 'Lääne', 'Haapsalu linn', 'город Хаапсалу', 'Haapsalu'],
  ['0441', 'Lääne', 'Lääne-Nigula vald', 'волость Ляэне-Нигула', 'Lääne-Nigula Parish'],
  ['0907', 'Lääne', 'Vormsi vald', 'волость Вормси', 'Vormsi Parish'],
  ['0663', 'Lääne-Viru', 'Rakvere linn', 'город Раквере', 'Rakvere'],
  ['0191', 'Lääne-Viru', 'Haljala vald', 'волость Хальяла', 'Haljala Parish'],
  ['0272', 'Lääne-Viru', 'Kadrina vald', 'волость Кадрина', 'Kadrina Parish'],
  ['0661', 'Lääne-Viru', 'Rakvere vald', 'волость Раквере', 'Rakvere Parish'],
  ['0792', 'Lääne-Viru', 'Tapa vald', 'волость Тапа', 'Tapa Parish'],
  ['0901', 'Lääne-Viru', 'Vinni vald', 'волость Винни', 'Vinni Parish'],
  ['0903', 'Lääne-Viru', 'Viru-Nigula vald', 'волость Виру-Нигула', 'Viru-Nigula Parish'],
  ['0928', 'Lääne-Viru', 'Väike-Maarja vald', 'волость Вяйке-Маарья', 'Väike-Maarja Parish'],
  ['0284', 'Põlva', 'Kanepi vald', 'волость Канепи', 'Kanepi Parish'],
  ['0622', 'Põlva', 'Põlva vald', 'волость Пылва', 'Põlva Parish'],
  ['0708', 'Põlva', 'Räpina vald', 'волость Ряпина', 'Räpina Parish'],
  ['0624', 'Pärnu', 'Pärnu linn', 'город Пярну', 'Pärnu'],
  ['0214', 'Pärnu', 'Häädemeeste vald', 'волость Хяэдемеэсте', 'Häädemeeste Parish'],
  ['0303', 'Pärnu', 'Kihnu vald', 'волость Кихну', 'Kihnu Parish'],
  ['0430', 'Pärnu', 'Lääneranna vald', 'волость Ляэнеранна', 'Lääneranna Parish'],
  ['0638', 'Pärnu', 'Põhja-Pärnumaa vald', 'волость Пыхья-Пярнумаа', 'Põhja-Pärnumaa Parish'],
  ['0712', 'Pärnu', 'Saarde vald', 'волость Саарде', 'Saarde Parish'],
  ['0809', 'Pärnu', 'Tori vald', 'волость Тори', 'Tori Parish'],
  ['0293', 'Rapla', 'Kehtna vald', 'волость Кехтна', 'Kehtna Parish'],
  ['0317', 'Rapla', 'Kohila vald', 'волость Кохила', 'Kohila Parish'],
  ['0502', 'Rapla', 'Märjamaa vald', 'волость Мярьямаа', 'Märjamaa Parish'],
  ['0668', 'Rapla', 'Rapla vald', 'волость Рапла', 'Rapla Parish'],
  ['0478', 'Saare', 'Muhu vald', 'волость Муху', 'Muhu Parish'],
  ['0689', 'Saare', 'Ruhnu vald', 'волость Рухну', 'Ruhnu Parish'],
  ['0714', 'Saare', 'Saaremaa vald', 'волость Сааремаа', 'Saaremaa Parish'],
  ['0793', 'Tartu', 'Tartu linn', 'город Тарту', 'Tartu'],
  ['0171', 'Tartu', 'Elva vald', 'волость Элва', 'Elva Parish'],
  ['0283', 'Tartu', 'Kambja vald', 'волость Камбья', 'Kambja Parish'],
  ['0291', 'Tartu', 'Kastre vald', 'волость Кастре', 'Kastre Parish'],
  ['0432', 'Tartu', 'Luunja vald', 'волость Луунья', 'Luunja Parish'],
  ['0528', 'Tartu', 'Nõo vald', 'волость Ныо', 'Nõo Parish'],
  ['0586', 'Tartu', 'Peipsiääre vald', 'волость Пейпсиээре', 'Peipsiääre Parish'],
  ['0796', 'Tartu', 'Tartu vald', 'волость Тарту', 'Tartu Parish'],
  ['0557', 'Valga', 'Otepää vald', 'волость Отепя', 'Otepää Parish'],
  ['0824', 'Valga', 'Tõrva vald', 'волость Тырва', 'Tõrva Parish'],
  ['0857', 'Valga', 'Valga vald', 'волость Валга', 'Valga Parish'],
  ['0897', 'Viljandi', 'Viljandi linn', 'город Вильянди', 'Viljandi'],
  ['0480', 'Viljandi', 'Mulgi vald', 'волость Мульги', 'Mulgi Parish'],
  ['0615', 'Viljandi', 'Põhja-Sakala vald', 'волость Пыхья-Сакала', 'Põhja-Sakala Parish'],
  ['0899', 'Viljandi', 'Viljandi vald', 'волость Вильянди', 'Viljandi Parish'],
  ['0919', 'Võru', 'Võru linn', 'город Выру', 'Võru'],
  ['0145', 'Võru', 'Antsla vald', 'волость Антсла', 'Antsla Parish'],
  ['0698', 'Võru', 'Rõuge vald', 'волость Рыуге', 'Rõuge Parish'],
  ['0732', 'Võru', 'Setomaa vald', 'волость Сетомаа', 'Setomaa Parish'],
  ['0917', 'Võru', 'Võru vald', 'волость Выру', 'Võru Parish'],
]

export const municipalities: readonly Municipality[] = rows.map(([code, county, et, ru, en]) => ({
  code,
  county,
  kind: et === 'Tallinn' || et.endsWith(' linn') ? 'linn' : 'vald',
  et,
  ru,
  en,
}))

export const municipalityCodes = municipalities.map((m) => m.code) as [string, ...string[]]

const byCode = new Map(municipalities.map((m) => [m.code, m]))

export function municipalityByCode(code: string | null | undefined): Municipality | undefined {
  return code ? byCode.get(code) : undefined
}

export function isMunicipalityCode(value: unknown): value is string {
  return typeof value === 'string' && byCode.has(value)
}

/** The name to show in a language (the Estonian official name for Estonian). */
export function municipalityName(code: string, locale: 'et' | 'ru' | 'en'): string {
  const m = byCode.get(code)
  return m ? m[locale] : code
}

const fold = (s: string) =>
  s
    .normalize('NFC')
    .toLocaleLowerCase('et')
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[.,]/g, '')
    .trim()

// The words a name carries besides the place: Estonian "linn"/"vald" (and their genitive "-linna"), the
// Russian "город"/"волость" and English "city"/"town"/"parish"/"municipality", in any position.
const KIND_WORDS =
  /(^| )(linn|linna|vald|valla|omavalitsus|город|г|волость|муниципалитет|city|town|parish|municipality|rural municipality|of)( |$)/g

function bare(s: string): string {
  let out = fold(s)
  for (let i = 0; i < 3; i++) out = out.replace(KIND_WORDS, ' ').trim()
  return out.replace(/ +/g, ' ')
}

// Names that differ from the official one by more than the kind word: the town's genitive ("Tallinna linn",
// the helpdesk's spelling) and the towns whose county parish has the same stem (Tartu, Viljandi, Rakvere,
// Võru): a bare "Tartu" means the town, "Tartu vald" the parish.
const exact = new Map<string, string>()
const loose = new Map<string, string>()
for (const m of municipalities) {
  for (const name of [m.et, m.ru, m.en]) exact.set(fold(name), m.code)
  const stem = bare(m.et)
  // A town wins a bare stem shared with a parish (the parish needs its kind word).
  if (!loose.has(stem) || m.kind === 'linn') loose.set(stem, m.code)
  const ruStem = bare(m.ru)
  if (!loose.has(ruStem) || m.kind === 'linn') loose.set(ruStem, m.code)
  const enStem = bare(m.en)
  if (!loose.has(enStem) || m.kind === 'linn') loose.set(enStem, m.code)
}
for (const [alias, code] of [
  ['tallinna linn', '0784'],
  ['tallinna', '0784'],
  ['таллин', '0784'],
  ['tartu linn', '0793'],
  ['pärnu linn', '0624'],
  ['parnu', '0624'],
  ['parnu linn', '0624'],
  ['kuressaare', '0714'],
  ['kärdla', '0205'],
  ['kardla', '0205'],
] as const)
  exact.set(alias, code)

/**
 * The municipality a free-text name (or an EHAK code) means, or undefined when it is not one. Case, the
 * kind word ("linn", "vald", "город", "parish"…) and the town's genitive do not matter; a parish that shares
 * its stem with a town needs its kind word ("Tartu vald"), a bare stem is the town.
 */
export function resolveMunicipality(name: string | null | undefined): Municipality | undefined {
  if (!name) return undefined
  const trimmed = name.trim()
  if (/^\d{3,4}$/.test(trimmed)) return byCode.get(trimmed.padStart(4, '0'))
  const folded = fold(trimmed)
  if (!folded || folded.length > 120) return undefined
  const code = exact.get(folded) ?? (isParish(folded) ? parishOf(folded) : undefined) ?? loose.get(bare(folded))
  return code ? byCode.get(code) : undefined
}

const isParish = (folded: string) => /(^| )(vald|valla|волость|parish|rural municipality)( |$)/.test(folded)

function parishOf(folded: string): string | undefined {
  const stem = bare(folded)
  return municipalities.find((m) => m.kind === 'vald' && (bare(m.et) === stem || bare(m.ru) === stem || bare(m.en) === stem))
    ?.code
}
