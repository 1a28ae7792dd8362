// @clube/core/testing: fake ports and helpers for teams that test flows built on the core.
export type { FakeMember, FakeWorldOptions } from './fake-world.ts';
export { createFakePorts, DEMO_MEMBER } from './fake-world.ts';
export { createMemoryStorage } from '../shared/memory-storage.ts';
