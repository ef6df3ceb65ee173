import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { searchImageAndGo } from '../../shared/actions/imageSearch.ts';
import { showMessage } from '../../shared/actions/notices.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden.ts';
import { loading } from '../../shared/i18n/messages/progress.ts';
import { productSourceOf, submitButtonsOf } from './imageSearchForm.ts';
import { useReturnReset } from './useReturnReset.ts';

/**
 * The from-a-product kind (a search from a product's image): the server's form and
 * its button stay; a submit sends s_productid (or supimageid). While it goes the button is busy
 * and keeps its words and box, the loader's words are for screen readers only; a failure is a
 * message and the button works again.
 */
export function ProductImageSearch(props: HostProps) {
  useServerNodes(props);
  const form = props.host as HTMLFormElement;
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<HTMLElement | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const search = async () => {
    const source = productSourceOf(form);
    if (inFlight.current || !source) return;
    const controller = new AbortController();
    inFlight.current = controller;
    // Disabling the pressed button drops its focus: it gets it back if the search fails.
    const pressed = document.activeElement instanceof HTMLElement && form.contains(document.activeElement) ? document.activeElement : null;
    setBusy(true);
    const outcome = await searchImageAndGo(source, controller.signal);
    if (outcome.ok || inFlight.current !== controller) return;
    inFlight.current = null;
    flushSync(() => setBusy(false));
    if (pressed?.isConnected && (document.activeElement === document.body || document.activeElement === null)) pressed.focus();
    if (outcome.message) showMessage(outcome.message);
  };
  const searchRef = useRef(search);
  searchRef.current = search;

  // After useServerNodes (same component): the button is back in the form.
  useLayoutEffect(() => {
    // A live region must be on the page before its words change, or they are not announced.
    const region = document.createElement('span');
    region.className = 'image-search__status';
    region.setAttribute('role', 'status');
    Object.assign(region.style, VISUALLY_HIDDEN);
    const button = submitButtonsOf(form)[0];
    if (button) button.after(region);
    else form.append(region);
    setStatus(region);
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void searchRef.current();
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      region.remove();
    };
  }, [form]);

  useLayoutEffect(() => {
    markBusy(form, busy);
    // Unmounted mid-search, the server's button must not stay disabled.
    return () => markBusy(form, false);
  }, [form, busy]);

  useEffect(() => () => inFlight.current?.abort(), []);

  useReturnReset(() => {
    inFlight.current = null;
    setBusy(false);
  });

  return status && createPortal(busy ? t(loading) : null, status);
}

/** The server's submit buttons show the search under way: disabled and aria-busy, their words and box unchanged. */
function markBusy(form: HTMLFormElement, busy: boolean): void {
  for (const button of submitButtonsOf(form)) {
    button.disabled = busy;
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }
}
