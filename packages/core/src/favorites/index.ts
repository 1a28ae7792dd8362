// @clube/core/favorites: the favorites context's public surface.
export type { FavoritedCampaign } from './favorited-campaign.schema.ts';
export { favoritedCampaignSchema } from './favorited-campaign.schema.ts';
export type {
  FavoriteClick,
  FavoritesContext,
  FavoritesEvent,
  FavoritesMachine,
} from './favorites.machine.ts';
export { favoritesMachine } from './favorites.machine.ts';
export { favoritesEffects } from './favorites.flow.ts';
export { applyFavoriteAnswer, removeFromFavoritesView } from './favorites.rules.ts';
export { connectFavoritesView } from './favorites-view.connect.ts';
export type { FavoriteApi } from './favorite.connect.ts';
export { connectFavorite } from './favorite.connect.ts';
export { selectKnownFavorites } from './favorites.selectors.ts';
