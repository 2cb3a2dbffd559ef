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
    await store.save({ id: '42', name: '王小明', email: 'wang@example.com' });
    const stored = localStorage.getItem('userState') ?? '';
    expect(stored).not.toContain('wang');
    expect(stored).not.toContain('42');
    expect(await store.load()).toEqual({ id: '42', name: '王小明', email: 'wang@example.com' });
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
