import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const stored = await hashPassword('clube123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('clube123', stored)).resolves.toBe(true);
    await expect(verifyPassword('clube124', stored)).resolves.toBe(false);
  });

  it('salts randomly unless a salt is given', async () => {
    expect(await hashPassword('clube123')).not.toBe(await hashPassword('clube123'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('clube123', salt)).toBe(await hashPassword('clube123', salt));
  });

  it('refuses stored values it does not understand', async () => {
    await expect(verifyPassword('clube123', 'plain-text')).resolves.toBe(false);
  });
});
