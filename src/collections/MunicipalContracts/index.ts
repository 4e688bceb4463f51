import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { countyField, dataGroup, dayField, l } from '../dataFields'
import { municipalityCodeField } from '@/lib/data/municipalityField'

export const MunicipalContracts: CollectionConfig = {
  slug: 'municipal-contracts',
  labels: {
    singular: l('Korraldatud jäätmeveo leping', 'Договор организованного вывоза', 'Municipal contract'),
    plural: l('Korraldatud jäätmeveo lepingud', 'Договоры организованного вывоза', 'Municipal contracts'),
  },
  admin: {
    useAsTitle: 'localGovernment',
    defaultColumns: ['localGovernment', 'county', 'periodStart', 'periodEnd'],
    group: dataGroup,
  },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.municipalContracts),
  defaultSort: 'localGovernment',
  fields: [
    {
      name: 'localGovernment',
      type: 'text',
      required: true,
      label: l('Omavalitsus', 'Самоуправление', 'Local government'),
    },
    municipalityCodeField('municipality', {
      description: l(
        'Omavalitsuse EHAK-kood: sama, mille järgi tühjendused ja häireteated omavalitsusega seotakse.',
        'Код EHAK самоуправления: тот же, по которому с ним связаны вывозы и аварийные уведомления.',
        'EHAK code of the local government: the same one collections and emergency notices use.',
      ),
    }),
    countyField(),
    {
      type: 'row',
      fields: [
        dayField('periodStart', l('Algus', 'Начало', 'Start')),
        dayField('periodEnd', l('Lõpp', 'Конец', 'End')),
      ],
    },
    {
      name: 'conditionsUrl',
      type: 'text',
      required: true,
      label: l('Hinnad ja tingimused (link)', 'Цены и условия (ссылка)', 'Prices and conditions (link)'),
    },
  ],
}
