export { emit, on } from './bus.ts';
export type { ShopEventListener } from './bus.ts';
export { commandEvents } from './types.ts';
export { startEventBridge } from './bridge.ts';
export type { CommandHandlers } from './bridge.ts';
export type { ShopEventMap, ShopEventName } from './types.ts';
