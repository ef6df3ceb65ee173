import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetExternalCall, takeExternalCall } from '../../../widgets/recall/externalCall.ts';

const startUrl = location.href;

/** Where the page is: path and query. */
const where = () => `${location.pathname}${location.search}`;

describe('takeExternalCall (?action=external_call)', () => {
  beforeEach(() => {
    resetExternalCall();
    history.replaceState(null, '', '/');
  });

  afterAll(() => {
    history.replaceState(null, '', startUrl);
  });

  it("on a page asked with the action: the page's address once, and the URL becomes the root", () => {
    history.replaceState(null, '', '/product/1002/?action=external_call');
    expect(where()).toBe('/product/1002/?action=external_call');
    // What the page's address was: the form is asked for with it.
    expect(takeExternalCall('/')).toBe(`${location.origin}/product/1002/?action=external_call`);
    expect(location.pathname).toBe('/');
    expect(location.search).toBe('');
  });

  it('resets to the Ukrainian root on a Ukrainian page', () => {
    history.replaceState(null, '', '/ua/product/1002/?utm_source=mail&action=external_call#top');
    expect(takeExternalCall('/ua/')).toBe(`${location.origin}/ua/product/1002/?utm_source=mail&action=external_call#top`);
    expect(location.pathname).toBe('/ua/');
    expect(location.search).toBe('');
    expect(location.hash).toBe('');
  });

  it('replaces the history entry instead of adding one', () => {
    history.replaceState(null, '', '/product/1002/?action=external_call');
    const length = history.length;
    takeExternalCall('/');
    expect(history.length).toBe(length);
  });

  it('a second call on the same page load gets null, even if the URL asks again', () => {
    history.replaceState(null, '', '/product/1002/?action=external_call');
    expect(takeExternalCall('/')).toEqual(expect.any(String));
    expect(takeExternalCall('/')).toBeNull();
    history.replaceState(null, '', '/product/1003/?action=external_call');
    expect(takeExternalCall('/')).toBeNull();
    expect(where()).toBe('/product/1003/?action=external_call');
  });

  it('a new page load (resetExternalCall) takes it again', () => {
    history.replaceState(null, '', '/?action=external_call');
    expect(takeExternalCall('/')).toEqual(expect.any(String));
    resetExternalCall();
    history.replaceState(null, '', '/catalog/?action=external_call');
    expect(takeExternalCall('/')).toEqual(expect.any(String));
    expect(where()).toBe('/');
  });

  it.each(['/product/1002/', '/product/1002/?action=other', '/product/1002/?external_call=1', '/product/1002/?action=external_call_2'])(
    'without the action (%s): null and the URL untouched',
    (url) => {
      history.replaceState(null, '', url);
      expect(takeExternalCall('/')).toBeNull();
      expect(where()).toBe(url);
    },
  );

  it('a page without the action does not use up the one take', () => {
    history.replaceState(null, '', '/product/1002/');
    expect(takeExternalCall('/')).toBeNull();
    history.replaceState(null, '', '/product/1002/?action=external_call');
    expect(takeExternalCall('/')).toEqual(expect.any(String));
  });

  it('keeps the history state the page had', () => {
    history.replaceState({ scroll: 120 }, '', '/product/1002/?action=external_call');
    takeExternalCall('/');
    expect(history.state).toEqual({ scroll: 120 });
  });
});
