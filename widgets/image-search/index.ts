import { defineWidget } from '../../shared/runtime/index.ts';
import { ImageSearch } from './ImageSearch.tsx';
import { imageSearchFormProblem } from './imageSearchForm.ts';

export const imageSearch = defineWidget({
  name: 'image-search',
  attributes: {},
  component: ImageSearch,
  validate: imageSearchFormProblem,
  // Nothing to do until the shopper reaches for it; the press that mounts it is replayed.
  defaultMount: 'interaction',
  chunk: 'discovery',
});
