// The page's claims (shared/page/pageClaims.ts): a claim names a panel only its widget renders, or
// the external call a recall marker takes. Issue 32: the recall widget waits for intent, and a
// page opened with ?action=external_call wakes it through its claim instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_CALL } from '../../../shared/browser/externalCall.ts';
import { pageClaims, resetPageClaims } from '../../../shared/page/pageClaims.ts';
import { hasPanel } from '../../../shared/store/panels.ts';

describe('the page claims', () => {
  beforeEach(() => resetPageClaims());
  afterEach(() => history.replaceState(null, '', '/'));

  it('?action=external_call wakes the first marker claiming it, once, after the scan that found it', async () => {
    history.replaceState(null, '', '/product/1002/?action=external_call');
    const first = vi.fn();
    const second = vi.fn();
    pageClaims.claim(EXTERNAL_CALL, first);
    pageClaims.claim(EXTERNAL_CALL, second);
    expect(first).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it.each(['/product/1002/', '/product/1002/?action=other'])('wakes nothing where the address does not ask for it (%s)', async (address) => {
    history.replaceState(null, '', address);
    const wake = vi.fn();
    pageClaims.claim(EXTERNAL_CALL, wake);
    await Promise.resolve();
    expect(wake).not.toHaveBeenCalled();
  });

  it('a panel claim makes the panel exist until released; losing it closes nothing that is not a panel', () => {
    const release = pageClaims.claim('cart', () => {});
    expect(hasPanel('cart')).toBe(true);
    release();
    expect(hasPanel('cart')).toBe(false);
    expect(() => pageClaims.lost(EXTERNAL_CALL)).not.toThrow();
  });
});
