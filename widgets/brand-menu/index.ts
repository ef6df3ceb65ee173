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
  // A header widget: a mouse resting on the toggle must open the menu from the first hover.
  defaultMount: 'eager',
  chunk: 'discovery',
});
