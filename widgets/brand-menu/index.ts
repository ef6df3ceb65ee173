import { defineWidget } from '../../shared/runtime/index.ts';
import { BrandMenu } from './BrandMenu.tsx';
import { serverMenuProblem } from './serverMenu.ts';

export const brandMenu = defineWidget({
  name: 'brand-menu',
  attributes: {
    gender: { attr: 'data-gender', kind: 'enum', values: ['w', 'm'] as const, default: 'w' as const },
  },
  component: BrandMenu,
  validate: (element) => {
    const problem = serverMenuProblem(element);
    return problem === null ? null : { attribute: null, message: problem };
  },
  // Fetched when the shopper reaches for it (a pointer over it, focus, a press); the hover delay
  // counts from the pointer's arrival, so the download does not make it longer.
  defaultMount: 'interaction',
  chunk: 'discovery',
});
