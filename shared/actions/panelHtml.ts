// Panels by name (POST /ajax/tpl_action/ action={name}) and the phone popup (action=tel_popup):
// the call and its failure report, so the panel trigger only keeps what its dialog shows.
import { loadPanel, loadTelPopup } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';

/** SPEC 7's phone popup: the same call with this action answers html, not {p}. */
export const TEL_POPUP = 'tel_popup';

/**
 * The panel's html, or null when it could not be loaded (reported once) or the caller aborted
 * (not reported: the shopper closed the panel). Never rejects.
 */
export async function loadPanelHtml(name: string, signal: AbortSignal): Promise<string | null> {
  try {
    const html = name === TEL_POPUP ? await loadTelPopup({ signal }) : (await loadPanel(name, { signal })).html;
    return signal.aborted ? null : html;
  } catch (error) {
    if (!signal.aborted) handleError(error, `the panel "${name}" could not be loaded`);
    return null;
  }
}
