// After the whole e2e suite (scripts/test-all.sh): every screen of screens.ts has its four shots
// and its three in Arabic and Japanese in artifacts/screenshots, and the contact sheet lists
// them. Run alone: `pnpm screens`.
import { missingShots, screens, screenshotsDirectory, writeContactSheet } from './screens.js'

const sheet = writeContactSheet()
const missing = missingShots()
if (missing.length > 0) {
  console.error(
    `${missing.length} screenshot(s) missing from ${screenshotsDirectory} (a screen of e2e/screens.ts no spec shot):\n- ${missing.join('\n- ')}`,
  )
  process.exit(1)
}
console.log(
  `${Object.keys(screens).length} screens, four shots each and three more in Arabic and Japanese: ${sheet}`,
)
