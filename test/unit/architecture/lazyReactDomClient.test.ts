import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The React build's `react-dom/client` (build.mjs aliases it): React DOM's client must not run
// when the entry boots, only on the first root.
const require = createRequire(import.meta.url);
const SHIM = '../../../scripts/lazy-react-dom-client.cjs';
const REACT_DOM_CLIENT = require.resolve('react-dom/client');

const loaded = () => REACT_DOM_CLIENT in require.cache;

describe('lazy react-dom/client for the React build', () => {
  it('requires React DOM’s client on the first createRoot, not before, and hands its root back', () => {
    // Fresh copies: another test may have required either already.
    Reflect.deleteProperty(require.cache, REACT_DOM_CLIENT);
    Reflect.deleteProperty(require.cache, require.resolve(SHIM));
    const shim = require(SHIM) as { createRoot: (container: Element) => { render: unknown; unmount: () => void } };
    expect(loaded()).toBe(false);
    const root = shim.createRoot(document.createElement('div'));
    expect(loaded()).toBe(true);
    expect(typeof root.render).toBe('function');
    root.unmount();
  });
});
