import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { clearScreenshots, writeContactSheet } from './screens.js'

/**
 * Starts the stack once for the whole run and hands its addresses to the specs. The screenshot
 * folder starts empty, so that a shot left by an earlier run never stands in for one this run
 * did not take; the contact sheet is written when the run ends.
 */
export default async function globalSetup() {
  clearScreenshots()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./stack.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      // The stack's own line: the BFF's start-up log lines are JSON too (pino).
      const json = output.split('\n').find((entry) => entry.startsWith('{"url":'))
      if (json) resolve(json)
    })
    child.once('exit', (code) => reject(new Error(`the e2e stack exited with ${code}`)))
  })
  process.env.FERRY_STACK = line
  return async () => {
    writeContactSheet()
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}
