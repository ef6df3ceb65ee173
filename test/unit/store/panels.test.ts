import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import { CART_PANEL, closePanel, openPanel, registerPanel, SINGLE_BASKET_PANEL } from '../../../shared/store/panels.ts';
import { resetStore } from '../helpers/resetStore.ts';

describe('panels', () => {
  beforeEach(() => resetStore());

  it('closes the panel named when it is the one open, and never one opened since', () => {
    const stops = [registerPanel(CART_PANEL), registerPanel(SINGLE_BASKET_PANEL)];
    expect(openPanel(CART_PANEL)).toBe(true);
    closePanel(SINGLE_BASKET_PANEL);
    expect(store.openPanel.value).toBe(CART_PANEL);
    closePanel(CART_PANEL);
    expect(store.openPanel.value).toBeNull();
    for (const stop of stops) stop();
  });

  it('opens only a panel this page has', () => {
    expect(openPanel(CART_PANEL)).toBe(false);
    expect(store.openPanel.value).toBeNull();
  });
});
