export { detectLanguage, isLanguage, rootFor, type LanguageClues } from './language.ts';
export {
  messages,
  t,
  type MessageDictionary,
  type MessageId,
  type MessageVars,
} from './messages.ts';
export { plural, pluralForm, type PluralForm, type PluralForms } from './plural.ts';
export { formatPrice, groupThousands, parsePrice } from './price.ts';
export { slugify } from './slug.ts';
