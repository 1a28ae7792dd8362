import type { StoragePort } from '@clube/core';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A JSON file behind the storage port (Node). Reads once, keeps the entries in memory and
 * writes the whole file on each change through a temporary file and a rename, so a crash
 * mid-write never leaves half a file. A missing or corrupt file starts clean.
 */
export function createFileStorage(path: string): StoragePort {
  const entries = readEntries(path);
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(entries)), 'utf8');
    renameSync(temporary, path);
  };
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
      save();
    },
    removeItem: (key) => {
      if (entries.delete(key)) save();
    },
  };
}

function readEntries(path: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return new Map();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
  return new Map(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
