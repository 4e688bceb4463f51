import { l, pageBlock } from '../fields'

/** The sales contacts kept in the sales-contacts collection, placed on a page; the list itself is edited there. */
export const SalesContactsBlock = pageBlock(
  'salesContacts',
  l('Müügikontaktid', 'Контакты отдела продаж', 'Sales contacts'),
  [
    {
      name: 'heading',
      type: 'text',
      label: l('Pealkiri', 'Заголовок', 'Heading'),
      admin: {
        description: l(
          'Tühjaks jättes on pealkiri „Müügikontaktid“. Kontaktid ise muudad kogus „Müügikontaktid“.',
          'Если оставить пустым, заголовок «Контакты отдела продаж». Сами контакты редактируются в коллекции контактов отдела продаж.',
          'Left empty, the heading is "Sales contacts". The contacts themselves are edited in the Sales contacts collection.',
        ),
      },
    },
  ],
)
