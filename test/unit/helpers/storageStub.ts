// Web Storage doubles for the tests of code that must survive a refusing or odd storage.

/** Replaces window[name] for one test; the caller puts the real one back (restoreStorage). */
export function stubStorage(name: 'localStorage' | 'sessionStorage', descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, name, { configurable: true, ...descriptor });
}

/** Puts back the descriptor saved before the stubs (or takes the stub away when there was none). */
export function restoreStorage(name: 'localStorage' | 'sessionStorage', original: PropertyDescriptor | undefined): void {
  if (original) Object.defineProperty(window, name, original);
  else Reflect.deleteProperty(window, name);
}

/** A working storage kept in a Map, with some methods replaced (a throwing setItem, a forgetful one). */
export function fakeStorage(overrides: Partial<Storage>): Storage {
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
