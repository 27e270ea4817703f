const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/** A Google Tag Manager container id, as Tag Manager prints it (`GTM-XXXXXXX`). */
export const isContainerId = (id: string | undefined): id is string => id !== undefined && CONTAINER_ID.test(id);

/**
 * The deployment's Tag Manager container (`GTM_ID`), read when a page is rendered rather than
 * inlined at build time: one build serves every host, and an operator changes the container
 * with a restart. A malformed id counts as none, so no arbitrary URL is ever loaded.
 */
export function tagManagerContainerId(): string | undefined {
  const id = process.env.GTM_ID?.trim();
  return isContainerId(id) ? id : undefined;
}
