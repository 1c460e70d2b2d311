// How large a file a route takes (a card set, a card list): the upload routes' limit, and (with its
// form fields) the largest body the app servers read at all (lib/http/oversize.ts).
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
