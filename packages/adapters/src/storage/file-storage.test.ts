import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'clube-storage-')), 'nested', 'session.json');

describe('file storage', () => {
  it('keeps entries across instances, creating the folder', () => {
    const path = fresh();
    const storage = createFileStorage(path);
    expect(storage.getItem('auth')).toBeNull();
    storage.setItem('auth', '{"token":"t"}');
    storage.setItem('other', 'x');
    storage.removeItem('other');
    const reopened = createFileStorage(path);
    expect(reopened.getItem('auth')).toBe('{"token":"t"}');
    expect(reopened.getItem('other')).toBeNull();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ auth: '{"token":"t"}' });
  });

  it('writes through a temporary file and leaves none behind', () => {
    const path = fresh();
    const storage = createFileStorage(path);
    for (let i = 0; i < 20; i++) storage.setItem(`k${i}`, String(i));
    const folder = join(path, '..');
    expect(readdirSync(folder)).toEqual(['session.json']);
  });

  it('starts clean from a corrupt or foreign file', () => {
    const path = fresh();
    createFileStorage(path).setItem('a', '1');
    writeFileSync(path, '{"a": "1", trunc');
    const storage = createFileStorage(path);
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('b', '2');
    expect(createFileStorage(path).getItem('b')).toBe('2');
    writeFileSync(path, '[1, 2]');
    expect(createFileStorage(path).getItem('0')).toBeNull();
    writeFileSync(path, '{"n": 3, "s": "ok"}');
    expect(createFileStorage(path).getItem('n')).toBeNull();
    expect(createFileStorage(path).getItem('s')).toBe('ok');
  });
});
