/** The part of Web Storage these helpers use; tests pass a stub. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A remembered value, or null when there is none or storage is blocked (private browsing, cookies switched
 * off: then even reading `window.localStorage` throws). Without a store, this browser's localStorage.
 */
export function readStored(key: string, store?: KeyValueStore): string | null {
  try {
    return (store ?? window.localStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Remembers a value; when storage is blocked or full, nothing is remembered and nothing throws. */
export function writeStored(key: string, value: string, store?: KeyValueStore): void {
  try {
    (store ?? window.localStorage).setItem(key, value);
  } catch {
    // storage switched off or full: nothing to remember
  }
}
