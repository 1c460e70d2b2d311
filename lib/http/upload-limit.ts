// How large an uploaded file may be (a Kartomantik card set, a Ken il Guerriero card list): each upload
// route's limit, and (with its form fields) the largest body the app servers read at all
// (lib/http/oversize.ts).
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
