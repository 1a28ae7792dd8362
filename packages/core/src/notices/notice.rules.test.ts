import { expect, it } from 'vitest';
import { noticeSchema } from './notice.schema.ts';
import { noticeModals } from './notice.rules.ts';

it('shows the notice or award modal by type, then onboarding', () => {
  const notice = (fields: Record<string, unknown>) => noticeSchema.parse(fields);
  expect(noticeModals(notice({ id: 1, type: 'notice' }))).toEqual(['notice']);
  expect(noticeModals(notice({ id: 1, type: 'award' }))).toEqual(['award']);
  expect(noticeModals(notice({ id: 1, type: 'award', firstAccess: true }))).toEqual([
    'award',
    'onboarding',
  ]);
  expect(noticeModals(notice({ type: 'award', firstAccess: true }))).toEqual(['onboarding']);
  expect(noticeModals(notice({}))).toEqual([]);
  expect(noticeModals(null)).toEqual([]);
});
