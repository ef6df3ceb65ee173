import { boot } from './shared/runtime/index.ts';
import { createRegistry } from './widgets/index.ts';

declare const __VERSION__: string;
declare const __BUILD__: 'preact' | 'react';

boot({ registry: createRegistry(), version: __VERSION__, build: __BUILD__ });
