import { headingField, l, pageBlock, requiredRows } from '../fields'

export const ContactBlock = pageBlock('contact', l('Kontorid', 'Офисы', 'Offices'), [
  headingField,
  requiredRows('offices', [
    { name: 'name', type: 'text', required: true, label: l('Nimi', 'Название', 'Name') },
    { name: 'region', type: 'text', required: true, label: l('Piirkond', 'Регион', 'Region') },
    { name: 'address', type: 'text', required: true, label: l('Aadress', 'Адрес', 'Address') },
    { name: 'phone', type: 'text', required: true, label: l('Telefon', 'Телефон', 'Phone') },
    { name: 'email', type: 'email', required: true, label: l('E-post', 'Эл. почта', 'E-mail') },
    { name: 'hours', type: 'text', required: true, label: l('Lahtiolekuajad', 'Часы работы', 'Opening hours') },
    { name: 'payment', type: 'text', required: true, label: l('Maksmine', 'Оплата', 'Payment') },
  ]),
])
