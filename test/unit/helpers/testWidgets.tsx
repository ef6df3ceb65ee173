import { useState } from 'react';
import { defineWidget, Registry, type HostProps } from '../../../shared/runtime/index.ts';
import type { StrategyName } from '../../../shared/runtime/strategies.ts';

function Hello({ name }: { name: string } & HostProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="hello" onClick={() => setClicks((n) => n + 1)}>
      hello {name} {clicks}
    </button>
  );
}

function Boom(): never {
  throw new Error('boom while rendering');
}

/** Renders server HTML that itself carries markers, like a panel answer would. */
function Nest({ fallbackHtml }: HostProps) {
  return <div className="nest" dangerouslySetInnerHTML={{ __html: `<span data-widget="hello" data-name="inner"></span>${fallbackHtml}` }} />;
}

export function testRegistry(defaultMount: StrategyName = 'eager'): Registry {
  const registry = new Registry();
  const widgets = [
    defineWidget({ name: 'hello', attributes: { name: { attr: 'data-name', kind: 'text', required: true } }, component: Hello, defaultMount }),
    defineWidget({ name: 'boom', attributes: {}, component: Boom, defaultMount: 'eager' }),
    defineWidget({ name: 'nest', attributes: {}, component: Nest, defaultMount: 'eager' }),
    // Needs an <ol> inside: its content is checked before it mounts, like a size picker's links.
    defineWidget({
      name: 'needs-list',
      attributes: {},
      component: Hello as never,
      defaultMount: 'eager',
      validate: (element) => (element.querySelector('ol') ? null : { attribute: null, message: 'no <ol> inside the marker' }),
    }),
  ];
  for (const widget of widgets) registry.register(widget);
  return registry;
}
