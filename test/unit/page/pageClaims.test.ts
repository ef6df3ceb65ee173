// The page's claims (shared/page/pageClaims.ts): a claim names a panel only its widget renders, or
// the external call a recall marker takes, or the shopper's first action on the page a video waits
// for. Issue 32: the recall widget waits for intent, and a page opened with ?action=external_call
// wakes it through its claim instead; a video's chunk waits for the first action, which wakes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_CALL } from '../../../shared/browser/externalCall.ts';
import { FIRST_ACTION, resetFirstAction } from '../../../shared/browser/firstAction.ts';
import { pageClaims, resetPageClaims } from '../../../shared/page/pageClaims.ts';
import { hasPanel } from '../../../shared/store/panels.ts';

describe('the page claims', () => {
  beforeEach(() => {
    resetPageClaims();
    resetFirstAction();
  });
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

  it.each([
    ['a click', () => document.body.click()],
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
    ['a scroll inside an element', () => document.body.appendChild(document.createElement('div')).dispatchEvent(new Event('scroll'))],
    ['a context menu', () => document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }))],
  ])('a first-action claim wakes its marker at the first click, scroll or context menu on the page: %s', (_, act) => {
    const wake = vi.fn();
    const other = vi.fn();
    pageClaims.claim(FIRST_ACTION, wake);
    pageClaims.claim(FIRST_ACTION, other);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(wake).not.toHaveBeenCalled();
    act();
    expect(wake).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // Once: a second action wakes nothing again.
    act();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('a marker released before the first action is never woken; one that comes after it is woken at once', () => {
    const gone = vi.fn();
    const waits = vi.fn();
    pageClaims.claim(FIRST_ACTION, gone)();
    pageClaims.claim(FIRST_ACTION, waits);
    document.body.click();
    expect(gone).not.toHaveBeenCalled();
    expect(waits).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    pageClaims.claim(FIRST_ACTION, later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
