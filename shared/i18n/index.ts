export { detectLanguage, isLanguage, rootFor, type LanguageClues } from './language.ts';
// Messages live one per export in shared/i18n/messages/<area>.ts: import the ones you show, so a
// bundle carries only those (there is deliberately no dictionary object to index by name).
export { t, type Message, type MessageVars } from './message.ts';
export { plural, pluralForm, type PluralForm, type PluralForms } from './plural.ts';
export { formatPrice, parsePrice } from './price.ts';
export { groupThousands } from './grouping.ts';
export { slugify } from './slug.ts';
