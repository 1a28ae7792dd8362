// @clube/core/notices: the notices context's public surface.
export type { NoticeContext, NoticeEvent, NoticeMachine } from './notice.machine.ts';
export { noticeMachine } from './notice.machine.ts';
export type { NoticeModal } from './notice.rules.ts';
export { noticeModals } from './notice.rules.ts';
export type { Notice } from './notice.schema.ts';
export { noticeSchema } from './notice.schema.ts';
export { noticeFlow } from './notice.flow.ts';
export type { NoticeApi } from './notice.connect.ts';
export { connectNotice } from './notice.connect.ts';
