/** The digest of a page's data-load failure, shared by the server that throws it and the error boundary. */
export const DATA_LOAD_FAILED = 'SHOP_DATA_LOAD_FAILED';
