// pnpm hooks for this workspace.
module.exports = {
  hooks: {
    // A published package's manifest names only what its users install. Without this, the
    // widget's devDependency on @ferry/order-api (whose copy it carries) sends yarn 1 to the
    // registry for it when the widget is installed from a tarball.
    beforePacking(manifest) {
      delete manifest.devDependencies
      return manifest
    },
  },
}
