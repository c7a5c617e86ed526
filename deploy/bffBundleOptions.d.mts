export declare const bffBundleExternal: string[]
export declare function bffBundleOptions(parameters: {
  bffDir: string
  entry: string
  outfile: string
}): Record<string, unknown>
