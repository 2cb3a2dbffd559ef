import { STORED_USER_STATE_KEY, storedUserStateSchema, type StoredUserState } from '../../../contract';

/** Where the device's key lives: IndexedDB in the browser (it can hold a non-extractable CryptoKey). */
export interface DeviceKeyStore {
  get: () => Promise<CryptoKey | undefined>;
  put: (key: CryptoKey) => Promise<void>;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * §3 stored user state: id, name and email, encrypted with AES-GCM under `userState` in local storage. The
 * key is generated once per device and is not extractable, so the stored text alone reveals nothing.
 */
export function createUserStateStore(
  storage: Storage,
  keys: DeviceKeyStore,
  subtle: SubtleCrypto = crypto.subtle,
) {
  const deviceKey = async (): Promise<CryptoKey> => {
    const existing = await keys.get();
    if (existing) return existing;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(key);
    return key;
  };

  return {
    async save(state: StoredUserState): Promise<void> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(storedUserStateSchema.parse(state)));
      const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), plain));
      storage.setItem(STORED_USER_STATE_KEY, `${toBase64(iv)}.${toBase64(sealed)}`);
    },
    /** The stored state, or empty fields when there is none or it cannot be read (another device's key). */
    async load(): Promise<StoredUserState> {
      const empty = { id: '', name: '', email: '' };
      const stored = storage.getItem(STORED_USER_STATE_KEY);
      if (!stored) return empty;
      try {
        const [iv, sealed] = stored.split('.').map(fromBase64);
        if (!iv || !sealed) return empty;
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, await deviceKey(), sealed);
        return storedUserStateSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
      } catch (error) {
        console.error('stored user state could not be read', error);
        return empty;
      }
    },
  };
}

export type UserStateStore = ReturnType<typeof createUserStateStore>;

const DATABASE = 'doo-device';
const STORE = 'keys';

const withStore = <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = run(open.result.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    };
  });

/** The browser's device key store. */
export const indexedDbKeyStore: DeviceKeyStore = {
  get: () => withStore<CryptoKey | undefined>('readonly', (store) => store.get(STORED_USER_STATE_KEY)),
  put: async (key) => {
    await withStore('readwrite', (store) => store.put(key, STORED_USER_STATE_KEY));
  },
};
