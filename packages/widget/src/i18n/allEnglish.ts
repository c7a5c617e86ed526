import type { Messages } from './en.js'
import { en } from './en.js'
import { enLater } from './enLater.js'

/** Every English word, the first load's and the later parts', in one catalog (tests read it). */
export const allEnglish: Messages = { ...en, ...enLater }
