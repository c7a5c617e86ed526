import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@ferry/test-utils'
import { hostNames } from './playwright.config.js'

/** How each example is served once built: Vite's preview server, or `next start`. */
const serveCommand = (name: string, port: number) =>
  name === 'nextjs'
    ? ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1']
    : ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--host', '127.0.0.1']

async function waitForPage(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/**
 * Starts the devnet, a BFF that lets every example's origin call it, and each built example on a
 * free port; hands the stack (FERRY_STACK, as ../fixtures.ts reads it) and the examples' URLs
 * (FERRY_HOSTS) to the specs.
 */
export default async function globalSetup() {
  const bffPort = await freePort()
  const hosts: Record<string, string> = {}
  for (const name of hostNames) hosts[name] = `http://127.0.0.1:${await freePort()}`
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./hostStack.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BFF_PORT: String(bffPort),
        HOST_ORIGINS: Object.values(hosts).join(','),
      },
    },
  )
  const children: ChildProcess[] = [stack]
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let output = ''
      stack.stdout!.on('data', (chunk) => {
        output += chunk
        // The stack's own line: the BFF's start-up log lines are JSON too (pino).
        const json = output.split('\n').find((entry) => entry.startsWith('{"url":'))
        if (json) resolve(json)
      })
      stack.once('exit', (code) => reject(new Error(`the hosts stack exited with ${code}`)))
    })
    const bffUrl = (JSON.parse(line) as { url: string }).url
    for (const [name, url] of Object.entries(hosts)) {
      const [script, ...args] = serveCommand(name, Number(new URL(url).port))
      const child = spawn(process.execPath, [script!, ...args], {
        cwd: fileURLToPath(new URL(`../../examples/${name}/`, import.meta.url)),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, FERRY_BFF_URL: bffUrl },
      })
      children.push(child)
      await waitForPage(url, child)
    }
    process.env.FERRY_STACK = line
    process.env.FERRY_HOSTS = JSON.stringify(hosts)
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
