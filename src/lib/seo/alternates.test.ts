import { describe, expect, it } from 'vitest'
import { alternatesFor } from './alternates'

describe('alternatesFor', () => {
  it('gives the canonical path and every language with x-default on Estonian', () => {
    expect(alternatesFor('ru', '/about/company')).toEqual({
      canonical: '/ru/about/company',
      languages: {
        et: '/about/company',
        ru: '/ru/about/company',
        en: '/en/about/company',
        'x-default': '/about/company',
      },
    })
  })
})
