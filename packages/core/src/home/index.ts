// @clube/core/home: the home context's public surface.
export { homeEffects, homeFlow } from './home.flow.ts';
export type { HomeApi, HomeBannersApi } from './home.connect.ts';
export { connectHome, selectHomeAnswered } from './home.connect.ts';
export type { HomeCategoriesApi } from './home-categories.connect.ts';
export { connectHomeCategories } from './home-categories.connect.ts';
export type {
  HomeContext,
  HomeData,
  HomeEvent,
  HomeInput,
  HomeLoaded,
  HomeMachine,
  HomePart,
  HomeShelvesData,
} from './home.machine.ts';
export { homeMachine } from './home.machine.ts';
export type { HomeShelf } from './home.rules.ts';
export { homeCategories, homeShelves } from './home.rules.ts';
