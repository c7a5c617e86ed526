import { expect, test } from 'vitest'
import { themeProblems, themeStyle } from './theme.js'

test('a mode string or an object of colours, radius, font and spacing becomes --ferry-* values', () => {
  expect(themeStyle('dark')).toEqual({ mode: 'dark', layout: 'compact', vars: {} })
  expect(themeStyle(undefined)).toEqual({ mode: 'light', layout: 'compact', vars: {} })
  expect(
    themeStyle({
      mode: 'auto',
      layout: 'wide',
      colors: { accent: '#ff5a00', background: 'rgb(10 10 10)' },
      radius: '4px',
      font: 'Georgia, serif',
      spacing: '8px',
    }),
  ).toEqual({
    mode: 'auto',
    layout: 'wide',
    vars: {
      '--ferry-accent': '#ff5a00',
      '--ferry-bg': 'rgb(10 10 10)',
      '--ferry-radius': '4px',
      '--ferry-font': 'Georgia, serif',
      '--ferry-space': '8px',
    },
  })
})

test('every bad theme value is named, and values that could escape a declaration are refused', () => {
  expect(themeProblems('blue')).toEqual([
    'theme must be "light", "dark", "auto" or an object, got "blue"',
  ])
  expect(
    themeProblems({
      mode: 'night',
      layout: 'huge',
      radius: '4px;}body{display:none',
      colors: { accent: 'red', glow: 'pink', border: 3 },
    }),
  ).toEqual([
    'theme.mode must be "light", "dark" or "auto", got "night"',
    'theme.layout must be "compact" or "wide", got "huge"',
    'theme.radius must be a CSS value without ; { } < >, got "4px;}body{display:none"',
    'theme.colors.glow is not a known colour',
    'theme.colors.border must be a CSS colour, got 3',
  ])
  expect(themeProblems({ mode: 'dark', colors: { accent: '#000' } })).toEqual([])
})
