import type { Message } from '../message.ts';

// The text search's animated placeholder (widgets/search), its suggestion list and its failure.

// The 4 sample fashion queries the placeholder types.
export const sampleQueryDress = { ru: 'Летнее платье', ua: 'Літня сукня' } satisfies Message;
// Ours: see sampleQueryDress.
export const sampleQuerySneakers = { ru: 'Белые кроссовки', ua: 'Білі кросівки' } satisfies Message;
// Ours: see sampleQueryDress.
export const sampleQueryJacket = { ru: 'Кожаная куртка', ua: 'Шкіряна куртка' } satisfies Message;
// Ours: see sampleQueryDress.
export const sampleQueryJeans = { ru: 'Чёрные джинсы', ua: 'Чорні джинси' } satisfies Message;
// Ours: the accessible name of the suggestion list (WAI-ARIA listbox).
export const searchSuggestions = { ru: 'Подсказки', ua: 'Підказки' } satisfies Message;
// Ours: the suggestions call failed; the search itself still works.
export const searchSuggestionsFailed = { ru: 'Подсказки сейчас недоступны', ua: 'Підказки зараз недоступні' } satisfies Message;
