// Any page loaded with ?action=external_call has its address reset to the root and opens the
// callback ('recall') form (widgets/recall). The page wiring reads it to give a page without a
// recall marker one; the recall widget takes it (widgets/recall/externalCall.ts).

/** Whether this page's address asks for the callback form (?action=external_call). */
export function asksForExternalCall(): boolean {
  return new URLSearchParams(location.search).get('action') === 'external_call';
}

/** The claim of the widget that takes it (recall): the page wakes its marker (shared/page/pageClaims.ts). */
export const EXTERNAL_CALL = 'external-call';
