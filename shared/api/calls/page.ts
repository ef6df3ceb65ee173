// SPEC.md 7 "Page and panels".
import type { PageInitAnswer, PanelAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { callJson, callSilent, callText, type CallOptions } from '../request.ts';

export interface PageInitInput {
  /** content: the page id (contentID). */
  content: string;
  /** currenturl */
  currentUrl: string;
  /** referer_foo: document.referrer. */
  referer: string;
  /** productid_str: ids of the products on the page, sent joined by ','. */
  productIds: readonly string[];
  /** currentID: the product page's product id; '' elsewhere. */
  currentId?: string | null;
}

/** POST /ajax/tpl_action/ once per page (by the runtime). */
export function pageInit(input: PageInitInput, options?: CallOptions): Promise<PageInitAnswer> {
  const fields = {
    content: input.content,
    currenturl: input.currentUrl,
    referer_foo: input.referer,
    productid_str: input.productIds.join(','),
    currentID: input.currentId ?? '',
  };
  return callJson(endpoints.pageInit, fields, options);
}

/** POST /ajax/tpl_action/ action=tel_popup → popup html. */
export function loadTelPopup(options?: CallOptions): Promise<string> {
  return callText(endpoints.telPopup, {}, options);
}

/** POST /ajax/tpl_action/ action={name} → the panel html (server field p). */
export function loadPanel(name: string, options?: CallOptions): Promise<PanelAnswer> {
  return callJson(endpoints.panel, { action: name }, options);
}

/**
 * POST {url} ajax_popup=1 for a new-arrival link, before it opens in a new tab. The URL comes
 * from the page: one on another origin is refused (ApiError 'network') without a request.
 */
export function notifyNewArrival(url: string, options?: CallOptions): Promise<void> {
  return callSilent(endpoints.newArrivalNotify, {}, { ...options, url });
}
