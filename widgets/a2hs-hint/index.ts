import { defineWidget } from '../../shared/runtime/index.ts';
import { A2hsHint } from './A2hsHint.tsx';
import { closeButtonOf, platformTexts } from './platforms.ts';

export const a2hsHint = defineWidget({
  name: 'a2hs-hint',
  attributes: {},
  component: A2hsHint,
  validate: (element) => {
    if (!closeButtonOf(element)) return { attribute: null, message: 'the marker needs its <button class="a2hs-hint__close">' };
    if (platformTexts(element).size === 0) return { attribute: 'data-platform', message: 'the marker needs a text with data-platform="ios" or "android"' };
    return null;
  },
  // Shown on load when page init asks for it: eager (as soon as the chunk is in).
  defaultMount: 'eager',
  chunk: 'page',
});
