// Panels by name (POST /ajax/tpl_action/ action={name}) and the phone popup (action=tel_popup):
// the call, its failure report and message, so the panel trigger only keeps what its dialog shows.
import { loadPanel, loadTelPopup } from '../api/index.ts';
import { panelFailed } from '../i18n/messages/panels.ts';
import { attempt, type Outcome } from './outcome.ts';

/** The phone popup (docs/api.md telPopup): the same call with this action answers html, not {p}. */
export const TEL_POPUP = 'tel_popup';

/** The panel's html. Never rejects. */
export function loadPanelHtml(name: string, signal: AbortSignal): Promise<Outcome<string>> {
  const call = async () => {
    const html = name === TEL_POPUP ? await loadTelPopup({ signal }) : (await loadPanel(name, { signal })).html;
    // An empty "p" is how a server answers a name it has no panel for: a failure, not an empty aside.
    if (!html.trim()) throw new Error(`no panel "${name}": empty html`);
    return html;
  };
  return attempt(call, { report: `the panel "${name}" could not be loaded`, message: panelFailed }, signal);
}
