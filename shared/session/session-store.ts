import { createStore } from 'jotai';

/**
 * The one session store of the page. The host hands it to `<Provider store>`; code
 * outside React (the api client, guards, bus handlers) reads and writes it directly.
 * The shared package is a Module Federation singleton, so every remote sees this store.
 */
export const sessionStore = createStore();
