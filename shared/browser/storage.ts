// Local storage that never throws. Blocked cookies and Safari's private mode make the
// `localStorage` getter throw, a full quota makes setItem throw, and some embedded browsers have
// no localStorage at all: then values live in memory for the page's life, so a flag written once
// is still read back on this page.

/** Values the real storage refused, by key; they win over the storage for this page's life. */
const memory = new Map<string, string>();

function localStorageOrNull(): Storage | null {
  try {
    // The getter itself throws (SecurityError) when storage is blocked.
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  const remembered = memory.get(key);
  if (remembered !== undefined) return remembered;
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  const storage = localStorageOrNull();
  try {
    if (!storage) throw new Error('no localStorage');
    storage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
}

export function removeStorage(key: string): void {
  memory.delete(key);
  try {
    localStorageOrNull()?.removeItem(key);
  } catch {
    // Nothing was stored there that could be read back.
  }
}

/** Forgets the in-memory values, as a new page would (tests start every case as a fresh page). */
export function forgetMemoryStorage(): void {
  memory.clear();
}
