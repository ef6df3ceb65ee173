import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { pageWiring, QUIET_MOUNTS_WAIT_MS } from '../../../shared/page/pageWiring.ts';
import { showMessage } from '../../../shared/actions/notices.ts';
import { t } from '../../../shared/i18n/index.ts';
import { favouriteFailed } from '../../../shared/i18n/messages/favourite.ts';
import { store } from '../../../shared/store/index.ts';
import { deferred } from '../helpers/deferred.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn() }));

const answer = { priceList: [], favouriteCount: 2, favouriteIds: ['1', '2'], auth: false } as unknown as api.PageInitAnswer;

describe('quiet mounts wait for page init', () => {
  let events: string[];
  const onPageInit = () => events.push('shop:page-init');

  beforeEach(() => {
    resetStore();
    events = [];
    document.addEventListener('shop:page-init', onPageInit);
    document.querySelectorAll('.shop-notices').forEach((host) => host.remove());
  });
  afterEach(() => {
    document.removeEventListener('shop:page-init', onPageInit);
    vi.useRealTimers();
  });

  it('are released once, after the answer is applied and shop:page-init has fired', async () => {
    const call = deferred<api.PageInitAnswer>();
    vi.mocked(api.pageInit).mockReturnValue(call.promise);
    const release = vi.fn(() => events.push(`released with count ${store.favouritesCount.peek()}`));
    pageWiring.start(['1'], release);
    await Promise.resolve();
    expect(release).not.toHaveBeenCalled();
    call.resolve(answer);
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['shop:page-init', 'released with count 2']);
    store.favouritesCount.value = 3;
    await Promise.resolve();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('are released by any change before the answer (a toggle, an open panel): a held widget never misses it', async () => {
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
    const release = vi.fn();
    pageWiring.start(['1'], release);
    store.openPanel.value = 'cart';
    expect(release).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it(`wait ${QUIET_MOUNTS_WAIT_MS} ms at most for a slow answer`, async () => {
    vi.useFakeTimers();
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
    const release = vi.fn();
    pageWiring.start(['1'], release);
    await vi.advanceTimersByTimeAsync(QUIET_MOUNTS_WAIT_MS - 1);
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(release).toHaveBeenCalledTimes(1);
    // The store changing later does not release again.
    store.favouritesCount.value = 9;
    await vi.advanceTimersByTimeAsync(10);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('the notices root is a quiet mount: none at boot, one once page init answered', async () => {
    const call = deferred<api.PageInitAnswer>();
    vi.mocked(api.pageInit).mockReturnValue(call.promise);
    pageWiring.start(['1'], () => {});
    await Promise.resolve();
    expect(document.querySelectorAll('.shop-notices')).toHaveLength(0);
    call.resolve(answer);
    await vi.waitFor(() => expect(document.querySelectorAll('.shop-notices')).toHaveLength(1));
  });

  it('a message before the answer mounts the notices root and shows at once', async () => {
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
    pageWiring.start(['1'], () => {});
    showMessage(favouriteFailed);
    await vi.waitFor(() => expect(document.querySelector('.shop-notices [role="alert"]')?.textContent).toContain(t(favouriteFailed, 'ru')));
    expect(document.querySelectorAll('.shop-notices')).toHaveLength(1);
  });
});
