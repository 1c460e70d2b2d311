// Typed errors raised by lib/ and mapped to HTTP by the route wrapper. `code` is a key in
// messages/*.json under "errors", so every reason reaches the user in their language.

/** Every error code with its HTTP status. */
export const ERROR_STATUS = {
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
  card_file_not_json: 422,
  card_set_unknown: 404,
  card_set_owned: 403,
  email_taken: 409,
  draft_not_found: 404,
  not_seated: 403,
  not_in_draft: 403,
  draft_paused: 409,
  draft_finished: 409,
  draft_stale: 409,
  draft_stale_bid: 409,
  not_a_draft_event: 409,
  draft_op_not_now: 409,
  nothing_to_undo: 409,
  draft_not_over: 409,
  deck_card_not_drafted: 400,
  deck_card_not_in_set: 400,
  sideboard_not_bo3: 409,
  sideboard_no_deck: 409,
  sideboard_wrong_game: 409,
  sideboard_already_ready: 409,
  sideboard_illegal: 422,
  not_a_constructed_event: 409,
  deck_locked: 409,
  decks_not_ready: 409,
  rule_unknown_player: 422,
  rule_draft_finished: 422,
  rule_not_your_turn: 422,
  rule_auction_open: 422,
  rule_no_auction: 422,
  rule_card_not_on_table: 422,
  rule_cap_reached: 422,
  rule_not_awaited: 422,
  rule_bid_not_multiple_of_5: 422,
  rule_bid_below_minimum: 422,
  rule_bid_not_above_best: 422,
  rule_chooser_cannot_open: 422,
  rule_nothing_to_match: 422,
  rule_only_chooser_matches: 422,
  rule_already_best_bidder: 422,
  rule_bad_player_count: 422,
  rule_bad_composition: 422,
  rule_short_draft_not_accepted: 422,
  rule_pile_too_small: 422,
  tournament_not_found: 404,
  tournament_started: 409,
  tournament_too_few_players: 409,
  tournament_too_many_players: 409,
  match_not_found: 404,
  match_not_yours: 403,
  match_stale: 409,
  match_not_playable: 409,
  match_already_confirmed: 409,
  match_awaiting_you: 409,
  match_not_reported: 409,
  match_own_report: 409,
  player_already_dropped: 409,
  result_games_count: 422,
  result_points_not_integer: 422,
  result_points_not_multiple_of_5: 422,
  result_points_out_of_range: 422,
  result_match_not_decided: 422,
  result_match_already_decided: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Structured detail for the client, e.g. the list of bad cards. */
    readonly details?: unknown,
  ) {
    super(`${code}${Object.keys(params).length ? " " + JSON.stringify(params) : ""}`);
    this.status = ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
