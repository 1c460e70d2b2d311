// A two-seat match's places as tests read them: seat A sits at place 0, seat B at place 1 (null:
// the bye); the confirmed games as points per place.
import { confirmedGames, type MatchView } from "@/lib/tournament/shape";

export const seatA = (m: Pick<MatchView, "seats">): string => m.seats[0]!.seatId;
export const seatB = (m: Pick<MatchView, "seats">): string | null => m.seats[1]?.seatId ?? null;
export const gamesOf = (m: Pick<MatchView, "status" | "played">): number[][] => confirmedGames(m).map((g) => g.points);
