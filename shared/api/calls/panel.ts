// docs/api.md, panel: POST /ajax/tpl_action/ action={panel name} → {p: the panel html}.
import type { Endpoint } from '../endpoint.ts';
import { from, html, object, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export const panelAnswer = object({
  /** The panel's html. */
  html: from('p', html),
});
export type PanelAnswer = Infer<typeof panelAnswer>;

export const panelEndpoint = {
  method: 'POST',
  path: '/ajax/tpl_action/',
  body: 'form',
  answer: { kind: 'json', schema: panelAnswer },
} as const satisfies Endpoint;

export function loadPanel(name: string, options?: CallOptions): Promise<PanelAnswer> {
  return callJson(panelEndpoint, { action: name }, options);
}
