// Web Storage that never throws. Blocked cookies and Safari's private mode make the
// `localStorage` and `sessionStorage` getters throw, a full quota makes setItem throw, and some
// embedded browsers have no storage at all: then values live in memory for the page's life, so a
// flag written once is still read back on this page.

type StorageName = 'localStorage' | 'sessionStorage';

/** Values the real storage refused, by storage and key; they win over the storage for this page's life. */
const memory: Record<StorageName, Map<string, string>> = { localStorage: new Map(), sessionStorage: new Map() };

function storageOrNull(name: StorageName): Storage | null {
  try {
    // The getter itself throws (SecurityError) when storage is blocked.
    return typeof window !== 'undefined' && window[name] ? window[name] : null;
  } catch {
    return null;
  }
}

function read(name: StorageName, key: string): string | null {
  const remembered = memory[name].get(key);
  if (remembered !== undefined) return remembered;
  try {
    return storageOrNull(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the browser's storage kept the value; false when only this page's memory holds it. */
function write(name: StorageName, key: string, value: string): boolean {
  const storage = storageOrNull(name);
  try {
    if (!storage) throw new Error(`no ${name}`);
    storage.setItem(key, value);
    memory[name].delete(key);
    return true;
  } catch {
    memory[name].set(key, value);
    return false;
  }
}

function remove(name: StorageName, key: string): void {
  memory[name].delete(key);
  try {
    storageOrNull(name)?.removeItem(key);
  } catch {
    // Nothing was stored there that could be read back.
  }
}

export function readStorage(key: string): string | null {
  return read('localStorage', key);
}

export function writeStorage(key: string, value: string): void {
  write('localStorage', key, value);
}

export function removeStorage(key: string): void {
  remove('localStorage', key);
}

/** A value kept for the browser session (the tab): what the shopper closed stays closed until it ends. */
export function readSessionStorage(key: string): string | null {
  return read('sessionStorage', key);
}

/** False when the browser refused it (blocked, full, missing): then it lasts only for this page. */
export function writeSessionStorage(key: string, value: string): boolean {
  return write('sessionStorage', key, value);
}

export function removeSessionStorage(key: string): void {
  remove('sessionStorage', key);
}

/** Forgets the in-memory values, as a new page would (tests start every case as a fresh page). */
export function forgetMemoryStorage(): void {
  memory.localStorage.clear();
  memory.sessionStorage.clear();
}
