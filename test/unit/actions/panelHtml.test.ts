import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { TEL_POPUP, loadPanelHtml } from '../../../shared/actions/panelHtml.ts';
import { panelFailed } from '../../../shared/i18n/messages/panels.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadPanel: vi.fn(), loadTelPopup: vi.fn() }));

const panelCall = vi.mocked(api.loadPanel);
const telPopupCall = vi.mocked(api.loadTelPopup);

describe('loadPanelHtml', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    panelCall.mockReset();
    telPopupCall.mockReset();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("loads 'tel_popup' through its own call and resolves its html", async () => {
    expect(TEL_POPUP).toBe('tel_popup');
    telPopupCall.mockResolvedValue('<div class="tel-popup">+38 044 000 00 00</div>');
    const { signal } = new AbortController();
    await expect(loadPanelHtml('tel_popup', signal)).resolves.toEqual({ ok: true, value: '<div class="tel-popup">+38 044 000 00 00</div>' });
    expect(telPopupCall).toHaveBeenCalledWith({ signal });
    expect(panelCall).not.toHaveBeenCalled();
  });

  it("loads any other panel by name and resolves the answer's html", async () => {
    panelCall.mockResolvedValue({ html: '<div class="login-panel"></div>' });
    const { signal } = new AbortController();
    await expect(loadPanelHtml('login', signal)).resolves.toEqual({ ok: true, value: '<div class="login-panel"></div>' });
    expect(panelCall).toHaveBeenCalledTimes(1);
    expect(panelCall).toHaveBeenCalledWith('login', { signal });
    expect(telPopupCall).not.toHaveBeenCalled();
  });

  it('a failure is reported once and says so to the shopper, naming the panel', async () => {
    const cause = new api.ApiError('parse', '/ajax/tpl_action/');
    panelCall.mockRejectedValue(cause);
    await expect(loadPanelHtml('registration', new AbortController().signal)).resolves.toEqual({ ok: false, message: panelFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the panel "registration" could not be loaded', cause);
  });

  it('a panel the server has none of (an empty "p") fails the opening, and the console names it', async () => {
    for (const html of ['', '  \n ']) {
      consoleError.mockClear();
      panelCall.mockResolvedValue({ html });
      await expect(loadPanelHtml('wishlist', new AbortController().signal)).resolves.toEqual({ ok: false, message: panelFailed });
      expect(consoleError).toHaveBeenCalledTimes(1);
      const [message, error] = consoleError.mock.calls[0]!;
      expect(message).toBe('[shop-widgets] the panel "wishlist" could not be loaded');
      expect(String(error)).toBe('Error: no panel "wishlist": empty html');
    }
  });

  it('a failed phone popup is reported the same way', async () => {
    const cause = new api.ApiError('http', '/ajax/tpl_action/', { status: 500 });
    telPopupCall.mockRejectedValue(cause);
    await expect(loadPanelHtml('tel_popup', new AbortController().signal)).resolves.toEqual({ ok: false, message: panelFailed });
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the panel "tel_popup" could not be loaded', cause);
  });

  it('an aborted load tells nothing and reports nothing, even when the answer raced the abort', async () => {
    const controller = new AbortController();
    panelCall.mockImplementation(async () => {
      controller.abort();
      return { html: '<div>late</div>' };
    });
    await expect(loadPanelHtml('login', controller.signal)).resolves.toEqual({ ok: false, message: null });
    panelCall.mockRejectedValue(new api.ApiError('network', '/ajax/tpl_action/'));
    await expect(loadPanelHtml('login', controller.signal)).resolves.toEqual({ ok: false, message: null });
    telPopupCall.mockRejectedValue(new api.ApiError('network', '/ajax/tpl_action/'));
    await expect(loadPanelHtml('tel_popup', controller.signal)).resolves.toEqual({ ok: false, message: null });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
