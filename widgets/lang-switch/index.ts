import { defineWidget } from '../../shared/runtime/index.ts';
import { LangSwitch, LANGUAGES } from './LangSwitch.tsx';
import { switchMarkerProblem } from './switchMarker.ts';

export const langSwitch = defineWidget({
  name: 'lang-switch',
  attributes: {},
  component: LangSwitch,
  validate: (element) => switchMarkerProblem(element, 'change_lang', LANGUAGES),
  // <details> opens without the script: the first hover, focus or press mounts it, and the press is replayed.
  defaultMount: 'interaction',
  chunk: 'discovery',
});
