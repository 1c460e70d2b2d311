// The device key's constants and hash, without Next.js (the app server's fast lane uses them too).
import { createHash } from "node:crypto";

export const DEVICE_COOKIE = "bz_device";
export const DEVICE_KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
