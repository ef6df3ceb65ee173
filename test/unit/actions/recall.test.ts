import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { loadRecallHtml, sendRecallForm } from '../../../shared/actions/recall.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { sent, stubFetch, textAnswer } from '../api/fetch-stub.ts';
import { panelFailed } from '../../../shared/i18n/messages/panels.ts';
import { formOutcomeUnknown, formSendFailed } from '../../../shared/i18n/messages/forms.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), openRecall: vi.fn(), sendRecall: vi.fn() }));

const openCall = vi.mocked(api.openRecall);
const sendCall = vi.mocked(api.sendRecall);

describe('loadRecallHtml', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    resetStore();
    openCall.mockReset();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("asks for the form with the product on a product page, and the page's url", async () => {
    resetStore({ pageId: 'shop-product', productId: '1002' });
    openCall.mockResolvedValue('<form class="recall"></form>');
    const { signal } = new AbortController();
    await expect(loadRecallHtml(signal)).resolves.toEqual({ ok: true, value: '<form class="recall"></form>' });
    expect(openCall).toHaveBeenCalledTimes(1);
    expect(openCall).toHaveBeenCalledWith({ productId: '1002', url: location.href }, { signal });
  });

  it.each(['shop-catalog', 'home', ''])('sends no product on page %j, even with a product id in the context', async (pageId) => {
    resetStore({ pageId, productId: '1002' });
    openCall.mockResolvedValue('<form></form>');
    await loadRecallHtml(new AbortController().signal);
    expect(openCall.mock.calls[0]?.[0]).toEqual({ productId: null, url: location.href });
  });

  it.each([
    ['shop-product', { popup: '1', recall: '1', productid: '1002' }],
    ['shop-catalog', { popup: '1', recall: '1' }],
  ] as const)('on %s the request carries %j with the url (the real call, fetch stubbed)', async (pageId, fields) => {
    const real = await vi.importActual<typeof api>('../../../shared/api/index.ts');
    openCall.mockImplementation(real.openRecall);
    resetStore({ pageId, productId: '1002' });
    const fetch = stubFetch(textAnswer('<form class="recall"></form>'));
    await expect(loadRecallHtml(new AbortController().signal)).resolves.toEqual({ ok: true, value: '<form class="recall"></form>' });
    const request = await sent(fetch);
    expect(request.path).toBe('/ajax/add_question21/');
    expect(request.fields).toEqual({ ...fields, url: location.href });
  });

  it('a failure is reported once and says so to the shopper', async () => {
    const cause = new api.ApiError('http', '/ajax/add_question21/', { status: 502 });
    openCall.mockRejectedValue(cause);
    await expect(loadRecallHtml(new AbortController().signal)).resolves.toEqual({ ok: false, message: panelFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the callback form could not be loaded', cause);
  });

  it('an aborted load tells nothing and reports nothing, even when the answer raced the abort', async () => {
    const controller = new AbortController();
    openCall.mockImplementation(async () => {
      controller.abort();
      return '<form>late</form>';
    });
    await expect(loadRecallHtml(controller.signal)).resolves.toEqual({ ok: false, message: null });
    openCall.mockRejectedValue(new api.ApiError('network', '/ajax/add_question21/'));
    await expect(loadRecallHtml(controller.signal)).resolves.toEqual({ ok: false, message: null });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('sendRecallForm', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    sendCall.mockReset();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends the form itself and resolves the html that replaces it', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="phone" value="+38 (067) 123-45-67">';
    sendCall.mockResolvedValue('<p>Спасибо, мы перезвоним</p>');
    await expect(sendRecallForm(form)).resolves.toEqual({ ok: true, value: '<p>Спасибо, мы перезвоним</p>' });
    expect(sendCall).toHaveBeenCalledTimes(1);
    expect(sendCall.mock.calls[0]?.[0]).toBe(form);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a failure is reported once and says so to the shopper: an error status, not sent; a lost answer, nobody knows', async () => {
    const cause = new api.ApiError('http', '/ajax/add_question21/', { status: 500 });
    sendCall.mockRejectedValue(cause);
    await expect(sendRecallForm(document.createElement('form'))).resolves.toEqual({ ok: false, message: formSendFailed });
    sendCall.mockRejectedValue(new api.ApiError('network', '/ajax/add_question21/'));
    // A second request would be a duplicate call-back: nothing is sent again.
    await expect(sendRecallForm(document.createElement('form'))).resolves.toEqual({ ok: false, message: formOutcomeUnknown });
    expect(sendCall).toHaveBeenCalledTimes(2);
    consoleError.mockClear();
    sendCall.mockRejectedValue(cause);
    await sendRecallForm(document.createElement('form'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-widgets] the callback form could not be sent; what the shopper typed stays in the form',
      cause,
    );
  });
});
