/**
 * ky, as the HTTP client loads it with a club's first REST request (`loadHttp`): a chunk of its
 * own in a browser build, which a page that will ask for REST data at once can preload.
 */
export { default } from 'ky';
