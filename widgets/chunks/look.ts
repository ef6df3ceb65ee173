import type { AnyWidget } from '../../shared/runtime/index.ts';
import { look } from '../look/index.ts';

/** Chunk "look": the look page's product set. */
const widgets: AnyWidget[] = [look];
export default widgets;
