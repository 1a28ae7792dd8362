// What `use-sync-external-store/shim` gives older Reacts, React 19 has built in.
export { useSyncExternalStore } from 'react';
