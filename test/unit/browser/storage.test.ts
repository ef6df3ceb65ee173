import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetMemoryStorage, readStorage, removeStorage, writeStorage } from '../../../shared/browser/storage.ts';
import { fakeStorage, restoreStorage, stubStorage } from '../helpers/storageStub.ts';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

describe('safe storage', () => {
  beforeEach(() => {
    forgetMemoryStorage();
    window.localStorage.clear();
  });
  afterEach(() => {
    restoreStorage('localStorage', original);
  });

  it('reads, writes and removes through localStorage when it works', () => {
    expect(readStorage('k')).toBeNull();
    writeStorage('k', '1');
    expect(window.localStorage.getItem('k')).toBe('1');
    expect(readStorage('k')).toBe('1');
    removeStorage('k');
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(readStorage('k')).toBeNull();
  });

  it('keeps values in memory when the localStorage getter throws (blocked cookies, private mode)', () => {
    stubStorage('localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => window.localStorage).toThrow('insecure');
    expect(() => readStorage('k')).not.toThrow();
    expect(readStorage('k')).toBeNull();
    expect(() => writeStorage('k', '1')).not.toThrow();
    expect(readStorage('k')).toBe('1');
    expect(() => removeStorage('k')).not.toThrow();
    expect(readStorage('k')).toBeNull();
  });

  it('keeps values in memory when setItem throws (quota), and the stored value does not win over them', () => {
    const storage = fakeStorage({
      getItem: (key: string) => (key === 'k' ? 'old' : null),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    stubStorage('localStorage', { value: storage });
    expect(readStorage('k')).toBe('old');
    expect(() => writeStorage('k', 'new')).not.toThrow();
    expect(readStorage('k')).toBe('new');
  });

  it('keeps values in memory when there is no localStorage at all', () => {
    stubStorage('localStorage', { value: undefined });
    expect(window.localStorage).toBeUndefined();
    expect(readStorage('k')).toBeNull();
    writeStorage('k', '1');
    expect(readStorage('k')).toBe('1');
  });

  it('survives getItem and removeItem throwing too', () => {
    const boom = () => {
      throw new Error('broken storage');
    };
    stubStorage('localStorage', { value: fakeStorage({ getItem: boom, setItem: boom, removeItem: boom }) });
    expect(readStorage('k')).toBeNull();
    writeStorage('k', '1');
    expect(readStorage('k')).toBe('1');
    expect(() => removeStorage('k')).not.toThrow();
    expect(readStorage('k')).toBeNull();
  });

  it('a write that succeeds later replaces the value kept in memory', () => {
    let full = true;
    const storage = fakeStorage({});
    const setItem = storage.setItem;
    storage.setItem = (key: string, value: string) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    stubStorage('localStorage', { value: storage });
    writeStorage('k', 'memory');
    expect(readStorage('k')).toBe('memory');
    full = false;
    writeStorage('k', 'stored');
    expect(storage.getItem('k')).toBe('stored');
    expect(readStorage('k')).toBe('stored');
  });
});
