import { describe, expect, it } from 'vitest'
import { contrastRatio, DEFAULT_THEME, MIN_CONTRAST, normalHex, resolveTheme, themeParamsSchema } from './theme'

const passes = (t: { accent: string; accentText: string; text: string; background: string }) => {
  expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(MIN_CONTRAST)
  expect(contrastRatio(t.accent, t.background)).toBeGreaterThanOrEqual(MIN_CONTRAST)
  expect(contrastRatio(t.accent, t.accentText)).toBeGreaterThanOrEqual(MIN_CONTRAST)
}

describe('widget theme parameters', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5)
    // The well-known threshold grey: #767676 on white is 4.54:1, #777777 is 4.48:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })

  it('takes hex colours and a bounded font size only', () => {
    expect(themeParamsSchema.safeParse({ accent: '#ABC' }).data).toEqual({ accent: '#aabbcc' })
    expect(themeParamsSchema.safeParse({ fontSize: '18px' }).data).toEqual({ fontSize: 18 })
    expect(themeParamsSchema.safeParse({ fontSize: '15.5' }).data).toEqual({ fontSize: 15.5 })
    for (const bad of ['red', 'rgb(0,0,0)', '#12345', '#1234567', '#00000g', '#000;}body{', 'url(x)'])
      expect(themeParamsSchema.safeParse({ text: bad }).success, bad).toBe(false)
    for (const bad of ['11', '25', '2em', '1e1', '-16', '16pt', '100000'])
      expect(themeParamsSchema.safeParse({ fontSize: bad }).success, bad).toBe(false)
    expect(normalHex(' #FfF ')).toBe('#ffffff')
  })

  it('keeps a readable theme as given', () => {
    const out = resolveTheme({ accent: '#003366', text: '#222222', background: '#fafafa', fontSize: '18px' })
    expect(out.problems).toEqual([])
    expect(out.custom).toBe(true)
    expect(out.theme).toMatchObject({ accent: '#003366', text: '#222222', background: '#fafafa', fontSize: 18 })
    passes(out.theme)
  })

  it('falls back to the default pair when text and background read below 4.5:1', () => {
    const out = resolveTheme({ text: '#777777', background: '#ffffff' })
    expect(out.problems).toEqual(['contrast'])
    expect(out.theme.text).toBe(DEFAULT_THEME.text)
    expect(out.theme.background).toBe(DEFAULT_THEME.background)
    passes(out.theme)
  })

  it('falls back to the default accent when the given one is unreadable on the background', () => {
    const out = resolveTheme({ accent: '#ffff00' })
    expect(out.problems).toEqual(['contrast'])
    expect(out.theme.accent).toBe(DEFAULT_THEME.accent)
    passes(out.theme)
  })

  it('on a dark background the host chose, draws links and buttons in the text colour', () => {
    const out = resolveTheme({ text: '#ffffff', background: '#101820' })
    expect(out.problems).toEqual([])
    expect(out.theme.accent).toBe('#ffffff')
    expect(out.theme.accentText).toBe('#101820')
    passes(out.theme)
  })

  it('drops values that are not valid and says so, the rest still applies', () => {
    const out = resolveTheme({ accent: 'javascript:alert(1)', fontSize: '99', text: '#000' })
    expect(out.problems).toEqual(['invalid'])
    expect(out.theme).toMatchObject({ accent: DEFAULT_THEME.accent, fontSize: DEFAULT_THEME.fontSize, text: '#000000' })
    passes(out.theme)
  })

  it('is the default theme, untouched, without parameters', () => {
    const out = resolveTheme({})
    expect(out).toMatchObject({ problems: [], custom: false })
    expect(out.theme).toMatchObject(DEFAULT_THEME)
    passes(out.theme)
  })

  it('always yields a readable theme, whatever the colours', () => {
    const colours = ['#000000', '#ffffff', '#777777', '#0a6e3c', '#ff0000', '#ffff00', '#003366', '#888888', '#444444']
    for (const accent of colours)
      for (const text of colours)
        for (const background of colours) passes(resolveTheme({ accent, text, background }).theme)
  })
})
