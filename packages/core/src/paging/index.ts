// @clube/core/paging: the paging context's public surface.
export type { Page, Pagination } from './page.schema.ts';
export { pageSchema, paginationSchema } from './page.schema.ts';
export type { PagingContext, PagingEvent, PagingInput, PagingMachine } from './paging.machine.ts';
export { createPagingMachine } from './paging.machine.ts';
export type { PagingRule } from './paging.rules.ts';
export { appendPage, hasNextPage } from './paging.rules.ts';
export type { PageFetcher } from './paged.flow.ts';
export { pagedFlow, pageItemKey } from './paged.flow.ts';
export type { PagedListApi } from './paging.connect.ts';
export { connectPagedList } from './paging.connect.ts';
