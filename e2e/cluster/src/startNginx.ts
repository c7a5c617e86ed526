import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, untilServing } from '@ferry/test-utils'
import { renderNginxConf } from './renderNginxConf.js'

function nginxPath(): string {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx'
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('nginx is not installed: run scripts/ensure-debian-package.sh nginx')
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export type StartNginxReturnType = { url: string; port: number; stop(): Promise<void> }

/**
 * nginx in the foreground on 127.0.0.1, in a temporary prefix of its own, serving
 * deploy/nginx.conf in front of `servers` (`host:port` each). `stop()` ends it and deletes the
 * folder.
 */
export async function startNginx(parameters: {
  servers: readonly string[]
  port?: number
  /** Worker processes (the bench gives it the machine's cores). */
  workers?: number | 'auto'
}): Promise<StartNginxReturnType> {
  const binary = nginxPath()
  const port = parameters.port ?? (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'ferry-nginx-'))
  // Run as root, nginx's workers are `nobody`: they must be able to write the temporary paths.
  chmodSync(dir, 0o777)
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub))
    chmodSync(join(dir, sub), 0o777)
  }
  writeFileSync(
    join(dir, 'ferry.conf'),
    renderNginxConf({ listen: `127.0.0.1:${port}`, servers: parameters.servers }),
  )
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${parameters.workers ?? 1};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'ferry.conf')};
}
`,
  )
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr!.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await untilServing({ name: 'nginx', child, answers: () => accepts(port), log: () => log })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      // SIGQUIT would wait for open streams to end; the suite is over.
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      if (process.env.FERRY_CLUSTER_LOGS && existsSync(join(dir, 'error.log')))
        console.log(readFileSync(join(dir, 'error.log'), 'utf8'))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
