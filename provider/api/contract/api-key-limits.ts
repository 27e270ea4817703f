/** An agency's OCTO keys: how long a key's name may be, and how many may be active at once. Apart from the zod contract, so the agent area's form reads them without the server's modules. */
export const API_KEY_NAME_MAX = 60;
export const API_KEYS_MAX = 10;
