import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { readSizeLinks } from './readSizeLinks.ts';
import { SizePicker } from './SizePicker.tsx';

export const sizePicker = defineWidget({
  name: 'size-picker',
  attributes: {
    productId: productIdAttribute,
  },
  component: SizePicker,
  // One per tile on listings: mount shortly before it scrolls into view.
  defaultMount: 'visible',
  validate: (element) =>
    readSizeLinks(element.innerHTML).options.length > 0
      ? null
      : { attribute: 'data-size-key', message: 'no size link inside the marker has one; expected <a data-size-key="…"> per size' },
});
