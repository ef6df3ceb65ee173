import type { AnyWidget } from '../../shared/runtime/index.ts';
import { favouritesPage } from '../favourites-page/index.ts';
import { favouritesPanel } from '../favourites-panel/index.ts';

/** Chunk "favourites": the header's side list and the favourites page. */
const widgets: AnyWidget[] = [favouritesPanel, favouritesPage];
export default widgets;
