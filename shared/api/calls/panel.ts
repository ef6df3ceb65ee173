// SPEC.md 7 "Page and panels": POST /ajax/tpl_action/ action={panel name} → {p: the panel html}.
import type { Endpoint } from '../endpoint.ts';
import { html, object, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export interface PanelAnswer {
  /** p: the panel html */
  html: string;
}

export const panelAnswer: Schema<PanelAnswer> = object({ p: html }, (raw): PanelAnswer => ({ html: raw.p }));

export const panelEndpoint = {
  method: 'POST',
  path: '/ajax/tpl_action/',
  body: 'form',
  answer: { kind: 'json', schema: panelAnswer },
} as const satisfies Endpoint;

export function loadPanel(name: string, options?: CallOptions): Promise<PanelAnswer> {
  return callJson(panelEndpoint, { action: name }, options);
}
