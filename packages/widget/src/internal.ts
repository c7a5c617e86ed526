// Private to Ferry's own apps (the hosted page and its server entry); not part of the public API.
export { documentLanguage, loadMessages, resolveLocale } from './i18n/locales.js'
