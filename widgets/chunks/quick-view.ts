import type { AnyWidget } from '../../shared/runtime/index.ts';
import { quickView } from '../quick-view/index.ts';

/** Chunk "quick-view": the dialog and the carousel library only it uses. */
const widgets: AnyWidget[] = [quickView];
export default widgets;
