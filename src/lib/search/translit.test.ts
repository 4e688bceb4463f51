import { describe, expect, it } from 'vitest'
import { cyrillicToEstonian } from './translit'

describe('cyrillicToEstonian', () => {
  it.each([
    ['Тырва', 'tõrva'],
    ['Выру', 'võru'],
    ['Пярну', 'pärnu'],
    ['Кярдла', 'kärdla'],
    ['Вильянди', 'viljandi'],
    ['Йыгева', 'jõgeva'],
    ['Хийумаа', 'hiiumaa'],
    ['Курессааре', 'kuressaare'],
    ['Тюри', 'türi'],
    ['Таллинн', 'tallinn'],
  ])('%s reads as %s', (ru, et) => expect(cyrillicToEstonian(ru)).toBe(et))
  it('leaves Latin words alone', () => expect(cyrillicToEstonian('Tõrva')).toBeNull())
})
