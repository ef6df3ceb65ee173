import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetMemoryStorage, readStorage, removeStorage, writeStorage } from '../../../shared/browser/storage.ts';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** Replaces window.localStorage for one test; afterEach puts the real one back. */
function stubLocalStorage(descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
}

function fakeStorage(overrides: Partial<Storage>): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    length: 0,
    ...overrides,
  } as Storage;
}

describe('safe storage', () => {
  beforeEach(() => {
    forgetMemoryStorage();
    window.localStorage.clear();
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
    else Reflect.deleteProperty(window, 'localStorage');
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
    stubLocalStorage({
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
    stubLocalStorage({ value: storage });
    expect(readStorage('k')).toBe('old');
    expect(() => writeStorage('k', 'new')).not.toThrow();
    expect(readStorage('k')).toBe('new');
  });

  it('keeps values in memory when there is no localStorage at all', () => {
    stubLocalStorage({ value: undefined });
    expect(window.localStorage).toBeUndefined();
    expect(readStorage('k')).toBeNull();
    writeStorage('k', '1');
    expect(readStorage('k')).toBe('1');
  });

  it('survives getItem and removeItem throwing too', () => {
    const boom = () => {
      throw new Error('broken storage');
    };
    stubLocalStorage({ value: fakeStorage({ getItem: boom, setItem: boom, removeItem: boom }) });
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
    stubLocalStorage({ value: storage });
    writeStorage('k', 'memory');
    expect(readStorage('k')).toBe('memory');
    full = false;
    writeStorage('k', 'stored');
    expect(storage.getItem('k')).toBe('stored');
    expect(readStorage('k')).toBe('stored');
  });
});
