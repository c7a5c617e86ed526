import { fireEvent, render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TokenIcon } from './TokenIcon.js'

test('a token with a logo and a chain icon draws both, hidden from assistive technology', () => {
  const { container } = render(
    <TokenIcon
      symbol="ETH"
      logo="/logo/eth.svg"
      chainIcon="/chain/42161.svg"
      chainName="Arbitrum"
    />,
  )
  const images = container.querySelectorAll('img')
  expect([...images].map((image) => image.getAttribute('src'))).toEqual([
    '/logo/eth.svg',
    '/chain/42161.svg',
  ])
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
})

test('no logo draws the glyph of the first letter', () => {
  const { container } = render(<TokenIcon symbol="usdc" />)
  expect(container.querySelector('img')).toBeNull()
  expect(container.textContent).toBe('U')
})

test('a logo that fails to load falls back to the glyph; a failing badge is dropped', () => {
  const { container } = render(
    <TokenIcon symbol="WBTC" logo="/missing.svg" chainIcon="/nochain.svg" />,
  )
  const [logo, badge] = container.querySelectorAll('img')
  fireEvent.error(logo!)
  fireEvent.error(badge!)
  expect(container.querySelector('img')).toBeNull()
  expect(container.textContent).toBe('W')
})
