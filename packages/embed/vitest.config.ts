import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'embed',
    environment: 'happy-dom',
    // The loader's tests stand in for the frame's window; happy-dom need not try to load it.
    environmentOptions: {
      happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } },
    },
  },
})
