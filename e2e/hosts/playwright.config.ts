import { defineConfig } from '@playwright/test'
import base from '../playwright.config.js'

/** The examples this run serves (scripts/test-hosts.sh installs and builds them first). */
export const hostNames = (process.env.HOSTS ?? 'wagmi3 nextjs wagmi2-rainbowkit')
  .split(/\s+/)
  .filter(Boolean)

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: hostNames.map((name) => `${name}.spec.ts`),
  outputDir: '../artifacts/hosts/results',
  globalSetup: './globalSetup.ts',
  reporter: [['list'], ['html', { outputFolder: '../artifacts/hosts/report', open: 'never' }]],
})
