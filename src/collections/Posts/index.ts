import type { CollectionConfig } from 'payload'
import { publishedToAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { stripLanguageSuffix } from '@/lib/content/path'
import { wordpressIdField } from '../wordpressId'
import { contentGroup, draftsFollowedByLivePreview, titleField } from '../contentFields'
import { municipalityOptions } from '@/lib/data/municipalityField'
import { queueNoticeAlert } from '@/lib/reminders/queue'
import { l } from '../dataFields'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: l('Uudis', 'Новость', 'Post'), plural: l('Uudised', 'Новости', 'Posts') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'categories', '_status'],
    group: contentGroup,
  },
  access: publishedToAnyoneWrittenByEditors,
  versions: draftsFollowedByLivePreview,
  defaultSort: '-date',
  hooks: {
    // An emergency notice published with target municipalities is mailed to their subscribers (once each).
    afterChange: [revalidateOnPublish(TAGS.posts), queueNoticeAlert],
    afterDelete: [revalidateOnDelete(TAGS.posts)],
  },
  fields: [
    titleField,
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Lühinimi aadressis', 'Адрес (slug)', 'Slug'),
      admin: { position: 'sidebar' },
      // Old links carry a language suffix; the slug itself is the same in every locale.
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? stripLanguageSuffix(value.trim().toLowerCase()) : value),
        ],
      },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? true : 'Use a-z, 0-9 and single hyphens',
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      label: l('Kuupäev', 'Дата', 'Date'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: l('Kategooriad', 'Категории', 'Categories'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'sticky',
      type: 'checkbox',
      defaultValue: false,
      label: l('Kinnitatud esikohale', 'Закреплено', 'Sticky'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'long',
      type: 'checkbox',
      defaultValue: false,
      label: l('Pikk häireteade', 'Подробное уведомление', 'Long emergency article'),
      admin: {
        position: 'sidebar',
        description: l(
          'Näidatakse lehel /about/emergency-detailed',
          'Показывается на /about/emergency-detailed',
          'Shown on /about/emergency-detailed',
        ),
      },
    },
    {
      name: 'targetMunicipalities',
      type: 'select',
      hasMany: true,
      // EHAK codes (src/lib/data/municipalities.ts): the same identity the collection rows carry.
      options: municipalityOptions(),
      label: l('Sihtomavalitsused', 'Целевые самоуправления', 'Target municipalities'),
      admin: {
        position: 'sidebar',
        description: l(
          'Häireteade (kategooria emergency-notices): avaldamisel saadetakse e-kirjana nende omavalitsuste meeldetuletuste tellijatele.',
          'Аварийное уведомление (категория emergency-notices): при публикации отправляется подписчикам напоминаний в этих самоуправлениях.',
          'Emergency notice (category emergency-notices): when published, it is mailed to reminder subscribers in these municipalities.',
        ),
      },
    },
    {
      // What an emergency notice does for subscribers whose language it has no title (and excerpt) in.
      // Mailing them another language's text is never an option (src/lib/reminders/alerts.ts).
      name: 'alertUntranslated',
      type: 'radio',
      defaultValue: 'hold',
      options: [
        {
          value: 'hold',
          label: l(
            'Oota, kuni tõlge on salvestatud',
            'Подождать, пока перевод будет сохранён',
            'Wait until the translation is saved',
          ),
        },
        {
          value: 'standard',
          label: l(
            'Saada kohe tõlgitud üldtekst ja link teatele',
            'Сразу отправить переведённый стандартный текст и ссылку',
            'Send a translated standard text with a link now',
          ),
        },
      ],
      label: l('Tõlkimata keeled', 'Языки без перевода', 'Languages without a translation'),
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.targetMunicipalities?.length) },
    },
    {
      name: 'alertAudience',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.targetMunicipalities?.length),
        components: { Field: '@/components/admin/AlertAudience#AlertAudience' },
      },
    },
    {
      name: 'bannerUntil',
      type: 'date',
      label: l('Saidi teadeanne kuni', 'Баннер на сайте до', 'Show as site banner until'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: l(
          'Häireteade: kuni selle ajani näidatakse kõigil lehtedel viidet teatele.',
          'Аварийное уведомление: до этого времени на всех страницах показывается ссылка на него.',
          'Emergency notice: until then every page shows a banner linking to it.',
        ),
      },
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: l('Pilt', 'Изображение', 'Featured image') },
    { name: 'excerpt', type: 'textarea', localized: true, label: l('Lühikokkuvõte', 'Краткое описание', 'Excerpt') },
    { name: 'content', type: 'richText', localized: true, required: true, label: l('Sisu', 'Содержание', 'Content') },
    wordpressIdField,
  ],
}
