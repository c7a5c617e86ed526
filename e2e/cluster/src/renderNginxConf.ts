import { readFileSync } from 'node:fs'
import { BaseError } from '@ferry/order-api'

/** deploy/nginx.conf: the file compose mounts, read by the tests as it is. */
export const nginxConfPath = new URL('../../../deploy/nginx.conf', import.meta.url)

/** A variable of the template that was not given, or a value that would change its structure. */
export class NginxTemplateError extends BaseError {
  override name = 'NginxTemplateError'
}

export type RenderNginxConfParameters = {
  /** `FERRY_LISTEN`: where nginx listens (here `127.0.0.1:<port>`). */
  listen: string
  /** One entry per instance (`host:port`), each with nginx's passive health settings. */
  servers: readonly string[]
  /** `FERRY_SERVER_NAMES`: the host names served; default `127.0.0.1 localhost`. */
  serverNames?: readonly string[]
  /** The template's text; default: deploy/nginx.conf. */
  template?: string
}

/**
 * deploy/nginx.conf with its `${FERRY_*}` variables substituted, as the nginx image's
 * envsubst does for compose: nginx's own `$variables` are left as written.
 */
export function renderNginxConf(parameters: RenderNginxConfParameters): string {
  const template = parameters.template ?? readFileSync(nginxConfPath, 'utf8')
  const serverNames = parameters.serverNames ?? ['127.0.0.1', 'localhost']
  for (const value of [parameters.listen, ...parameters.servers, ...serverNames])
    if (!/^[\w.:[\]-]+$/.test(value))
      throw new NginxTemplateError(`"${value}" is not an address nginx can take as it is`)
  if (parameters.servers.length === 0) throw new NginxTemplateError('no BFF instance to balance')
  const values: Record<string, string> = {
    FERRY_LISTEN: parameters.listen,
    FERRY_BFF_SERVERS: parameters.servers
      .map((server) => `server ${server} max_fails=1 fail_timeout=2s;`)
      .join('\n    '),
    FERRY_SERVER_NAMES: serverNames.join(' '),
  }
  return template.replace(/\$\{(FERRY_[A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new NginxTemplateError(`deploy/nginx.conf uses \${${name}}`)
    return value
  })
}
