import { lazyCatalog, useLazyCatalog } from '../../i18n/lazyCatalog.js'
import { type RecipientWords, recipientWordsEn } from './recipientWordsEn.js'
import { recipientWordsLoaders } from './recipientWordsLoaders.js'

// English comes with the recipient fields' chunk; another language loads when they are shown.
const recipientWordsCatalog = lazyCatalog<RecipientWords>(recipientWordsEn, recipientWordsLoaders)

/** The recipient fields' words in the widget's locale. */
export const useRecipientWords = (): RecipientWords => useLazyCatalog(recipientWordsCatalog)
