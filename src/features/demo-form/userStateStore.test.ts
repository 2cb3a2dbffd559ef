import { describe, expect, it } from 'vitest';
import { createUserStateStore, type DeviceKeyStore } from './userStateStore';

const memoryKeys = (): DeviceKeyStore => {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (next) => void (key = next) };
};

describe('stored user state', () => {
  it('round-trips through local storage encrypted, never in plain text', async () => {
    localStorage.clear();
    const store = createUserStateStore(localStorage, memoryKeys());
    // Each value holds a character outside base64 ('-', '@', Han), so the ciphertext cannot contain it by chance.
    const person = { id: 'CN-42', name: '王小明', email: 'wang@example.com' };
    await store.save(person);
    const stored = localStorage.getItem('userState') ?? '';
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    for (const value of Object.values(person)) expect(stored).not.toContain(value);
    expect(await store.load()).toEqual(person);
  });

  it('reads empty fields when nothing is stored or another key sealed it', async () => {
    localStorage.clear();
    expect(await createUserStateStore(localStorage, memoryKeys()).load()).toEqual({
      id: '',
      name: '',
      email: '',
    });
    await createUserStateStore(localStorage, memoryKeys()).save({ id: '1', name: 'A', email: 'a@b' });
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(await createUserStateStore(localStorage, memoryKeys()).load()).toEqual({
        id: '',
        name: '',
        email: '',
      });
    } finally {
      console.error = errors;
    }
  });
});
