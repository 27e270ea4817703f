'use client';

import dynamic from 'next/dynamic';

/**
 * The root 404 sits in the root layout's tree, so whatever it imports statically would load on
 * every page of the shop. Loaded through `next/dynamic`, its search, stores and providers are a
 * chunk of their own that only a 404 fetches (still rendered on the server).
 */
export const LazyStoredLanguageNotFound = dynamic(() => import('./stored-language-not-found').then((module) => module.StoredLanguageNotFound));
