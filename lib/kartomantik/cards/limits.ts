// How large a card-set file may be: the shared upload limit (lib/http/upload-limit.ts).
export { MAX_UPLOAD_BYTES } from "@/lib/http/upload-limit";
