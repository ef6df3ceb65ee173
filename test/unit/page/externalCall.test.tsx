// Issue 28, point 2 (widgets/recall): any page loaded with ?action=external_call has its address
// reset to the root and opens the callback ('recall') form — on a page without a recall marker
// too: the page wiring gives it a hidden one, which the runtime mounts like any added marker.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { pageWiring } from '../../../shared/page/pageWiring.ts';
import { boot } from '../../../shared/runtime/index.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { createRegistry } from '../../../widgets/index.ts';
import { resetExternalCall } from '../../../widgets/recall/externalCall.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { useRunningModalClock } from '../helpers/dialogs.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn(), openRecall: vi.fn() }));

const FORM_HTML = '<div class="recall"><form class="recall-form" method="post" action="/ajax/add_question21/"><label>Телефон <input name="phone" type="tel"></label><button type="submit">Перезвоните мне</button></form></div>';
const RECALL_LINK = '<a class="footer__recall" data-widget="recall" href="/callback/">Перезвоните мне</a>';
const PAGE = '<main><h1>Одежда</h1><p>Товары</p></main>';

const recallMarkers = () => document.querySelectorAll<HTMLElement>('[data-widget="recall"]');

describe('?action=external_call: the page wiring', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
  });
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  function start(address: string, body: string): void {
    history.replaceState(null, '', address);
    resetStore();
    document.body.innerHTML = body;
    pageWiring.start([], () => {});
  }

  it('gives a page without a recall marker a hidden, empty one at the end of <body>', () => {
    start('/catalog/odezhda/?action=external_call', PAGE);
    const markers = recallMarkers();
    expect(markers).toHaveLength(1);
    expect(markers[0]!.hidden).toBe(true);
    expect(markers[0]!.childNodes).toHaveLength(0);
    expect(document.body.lastElementChild).toBe(markers[0]);
    // The page wiring leaves the address to the widget that opens the form.
    expect(location.search).toBe('?action=external_call');
  });

  it('adds nothing to a page that has its recall marker (that widget opens the form)', () => {
    start('/catalog/odezhda/?action=external_call', PAGE + RECALL_LINK);
    expect(recallMarkers()).toHaveLength(1);
    expect(recallMarkers()[0]!.classList.contains('footer__recall')).toBe(true);
  });

  it.each(['/catalog/odezhda/', '/catalog/odezhda/?action=other', '/catalog/odezhda/?external_call=1', '/catalog/odezhda/?action=external_call_2'])(
    'adds nothing when the address does not ask for it (%s)',
    (address) => {
      start(address, PAGE);
      expect(recallMarkers()).toHaveLength(0);
    },
  );
});

describe('?action=external_call on a page without a recall marker, booted', () => {
  afterEach(() => {
    delete window.ShopWidgets;
    history.replaceState(null, '', '/');
  });

  // One boot per file: a runtime keeps watching the document it booted on.
  it('opens the callback form, named in the page’s language, and the address becomes the root', async () => {
    // vi.waitFor moves this clock on each look: the 300 ms are jumped, not waited out.
    useRunningModalClock();
    resetExternalCall();
    history.replaceState(null, '', '/ua/catalog/odezhda/?action=external_call');
    vi.mocked(api.pageInit).mockResolvedValue({ priceList: [], favouriteCount: 0, favouriteIds: [], auth: false } as unknown as api.PageInitAnswer);
    vi.mocked(api.openRecall).mockResolvedValue(FORM_HTML);
    document.head.innerHTML = '<script type="application/json" id="shop-context">{"lang":"ua","contentId":"9","pageId":"shop-catalog"}</script>';
    document.body.innerHTML = PAGE;
    const cameTo = location.href;
    await act(async () => {
      boot({ registry: createRegistry(), page: pageWiring, version: '1.2.3', build: 'preact' });
      await Promise.resolve();
    });
    const dialog = await vi.waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[role="dialog"]');
        if (!found) throw new Error('no dialog yet');
        return found;
      },
      { timeout: 2000 + MODAL_SHOW_DELAY_MS },
    );
    expect(dialog.getAttribute('aria-label')).toBe('Зворотний дзвінок');
    await vi.waitFor(() => expect(dialog.querySelector('form.recall-form')).not.toBeNull());
    expect(location.pathname + location.search).toBe('/ua/');
    expect(api.openRecall).toHaveBeenCalledTimes(1);
    // The form is asked for with the address the shopper came to, not the root.
    expect(vi.mocked(api.openRecall).mock.calls[0]![0].url).toBe(cameTo);
    // The marker the form opened from is hidden: it takes no room on the page.
    expect(recallMarkers()).toHaveLength(1);
    expect(recallMarkers()[0]!.hidden).toBe(true);
    expect(recallMarkers()[0]!.parentElement).toBe(document.body);
    expect(window.ShopWidgets!.debug.state(recallMarkers()[0]!)).toBe('mounted');
  });
});
