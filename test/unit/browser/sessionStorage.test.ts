import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetMemoryStorage, readSessionStorage, readStorage, removeSessionStorage, writeSessionStorage } from '../../../shared/browser/storage.ts';
import { fakeStorage, restoreStorage, stubStorage } from '../helpers/storageStub.ts';

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

describe('safe session storage', () => {
  beforeEach(() => {
    forgetMemoryStorage();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => restoreStorage('sessionStorage', original));

  it('reads, writes and removes through sessionStorage, apart from localStorage', () => {
    expect(writeSessionStorage('k', '1')).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBe('1');
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(readStorage('k')).toBeNull();
    expect(readSessionStorage('k')).toBe('1');
    removeSessionStorage('k');
    expect(window.sessionStorage.getItem('k')).toBeNull();
    expect(readSessionStorage('k')).toBeNull();
  });

  it('keeps values in memory for the page when the sessionStorage getter throws', () => {
    stubStorage('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readSessionStorage('k')).toBeNull();
    expect(writeSessionStorage('k', '1')).toBe(false);
    expect(readSessionStorage('k')).toBe('1');
    // A new page forgets it.
    forgetMemoryStorage();
    expect(readSessionStorage('k')).toBeNull();
  });

  it('keeps values in memory when setItem throws (quota) or there is no sessionStorage', () => {
    stubStorage('sessionStorage', {
      value: fakeStorage({
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    });
    expect(writeSessionStorage('k', '1')).toBe(false);
    expect(readSessionStorage('k')).toBe('1');
    forgetMemoryStorage();
    stubStorage('sessionStorage', { value: undefined });
    expect(writeSessionStorage('k', '2')).toBe(false);
    expect(readSessionStorage('k')).toBe('2');
    expect(readStorage('k')).toBeNull();
  });
});
