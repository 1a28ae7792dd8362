import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../domain/document.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { extraMemberDocument } from './extra-members.ts';

describe('extraMemberDocument', () => {
  it('gives distinct valid CPFs that no seeded member has', () => {
    const documents = Array.from({ length: 5000 }, (_, index) => extraMemberDocument(index));
    expect(documents.every(isValidCpf)).toBe(true);
    expect(new Set(documents).size).toBe(documents.length);
    const seeded = new Set(DEMO_MEMBERS.map((seed) => seed.member.document));
    expect(documents.some((document) => seeded.has(document))).toBe(false);
  });
});
