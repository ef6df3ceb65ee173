import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { loadQuickViewHtml } from '../../../shared/actions/quickView.ts';
import { setErrorHandler } from '../../../shared/log/handleError.ts';
import { store } from '../../../shared/store/index.ts';
import { quickViewFailed } from '../../../shared/i18n/messages/quickView.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadQuickView: vi.fn() }));

const request = { productId: '1002', sid: 's9', noMoreAboutProduct: true, offline: false };

describe('loadQuickViewHtml', () => {
  const handler = vi.fn();
  afterEach(() => {
    setErrorHandler(null);
    handler.mockReset();
  });

  it("sends the call's own fields (page URL and content id from the page) and resolves with the html", async () => {
    store.pageContext.value = { ...store.pageContext.peek(), contentId: '77' };
    vi.mocked(api.loadQuickView).mockResolvedValue('<div class="quick-view">Flint</div>');
    await expect(loadQuickViewHtml(request, new AbortController().signal)).resolves.toEqual({ ok: true, value: '<div class="quick-view">Flint</div>' });
    expect(vi.mocked(api.loadQuickView).mock.calls[0]![0]).toEqual({
      productId: '1002',
      sid: 's9',
      noMoreAboutProduct: true,
      url: location.href,
      contentId: '77',
      offline: false,
    });
  });

  it('a failure is reported once and says so to the shopper, naming the product', async () => {
    setErrorHandler(handler);
    const cause = new api.ApiError('http', '/ajax/product/data/', { status: 500 });
    vi.mocked(api.loadQuickView).mockRejectedValue(cause);
    await expect(loadQuickViewHtml(request, new AbortController().signal)).resolves.toEqual({ ok: false, message: quickViewFailed });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(cause, 'the quick view of product 1002 could not be loaded', {});
  });

  it('a cancelled load tells nothing and reports nothing, even when the answer raced the cancel', async () => {
    setErrorHandler(handler);
    const controller = new AbortController();
    vi.mocked(api.loadQuickView).mockImplementation(async () => {
      controller.abort();
      return '<div>late</div>';
    });
    await expect(loadQuickViewHtml(request, controller.signal)).resolves.toEqual({ ok: false, message: null });
    vi.mocked(api.loadQuickView).mockRejectedValue(new api.ApiError('network', '/ajax/product/data/'));
    await expect(loadQuickViewHtml(request, controller.signal)).resolves.toEqual({ ok: false, message: null });
    expect(handler).not.toHaveBeenCalled();
  });
});
