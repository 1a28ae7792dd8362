import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can change without a migration.
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password; pass a fixed salt only for deterministic seed data. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const key = await deriveKey(password, salt, COST, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of no one's password, made once: checking a password against it costs what checking a
 * member's costs, for documents without an account (the answer's time must not tell).
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
