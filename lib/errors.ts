// Typed errors raised by lib/ and mapped to HTTP by the route wrapper. `code` is a key in
// messages/*.json under "errors", so every reason reaches the user in their language.

export type ErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "invalid_input"
  | "invalid_json"
  | "payload_too_large"
  | "unsupported_file"
  | "join_code_unknown"
  | "name_required"
  | "name_too_long"
  | "name_taken"
  | "event_full"
  | "event_started"
  | "seat_order_mismatch"
  | "seat_link_invalid"
  | "seat_link_other_seat"
  | "card_file_invalid"
  | "card_set_unknown"
  | "card_set_owned"
  | "email_taken"
  | "stale_version";

const STATUS: Record<ErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid_input: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_file: 415,
  join_code_unknown: 404,
  name_required: 400,
  name_too_long: 400,
  name_taken: 409,
  event_full: 409,
  event_started: 409,
  seat_order_mismatch: 409,
  seat_link_invalid: 410,
  seat_link_other_seat: 409,
  card_file_invalid: 422,
  card_set_unknown: 404,
  card_set_owned: 403,
  email_taken: 409,
  stale_version: 409,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Structured detail for the client, e.g. the list of bad cards. */
    readonly details?: unknown,
  ) {
    super(`${code}${Object.keys(params).length ? " " + JSON.stringify(params) : ""}`);
    this.status = STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
