export { boot } from './boot.ts';
export type { BootOptions, PageWiring } from './boot.ts';
export { defineWidget, Registry } from './registry.ts';
export type { HostProps, ServerNodes, WidgetDefinition, AnyWidget, LazyWidget, MarkerProblem } from './registry.ts';
export { parseAttributes, parseId, PRODUCT_ID_ATTR, productIdAttribute } from './attributes.ts';
export type { AttributeSpec, PropsOf } from './attributes.ts';
export type { ShopWidgetsApi } from './publicApi.ts';
export { scanForMarkers } from './scanner.ts';
export { loadPart } from './parts.ts';
