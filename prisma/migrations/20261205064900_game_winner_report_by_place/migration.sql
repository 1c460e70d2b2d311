-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "winner" INTEGER;

-- A side is numbered 0..4 (a table has at most five seats).
ALTER TABLE "Game" ADD CONSTRAINT "Game_winner_side" CHECK ("winner" IS NULL OR "winner" BETWEEN 0 AND 4);

-- Kartomantik games played on the app: the side the engine named. Its winner is a side, and engine
-- seat `winner` plays for it in every mode (a duel and a pod: each seat its own side; a 2v2: seats 0
-- and 2 for side 0, 1 and 3 for side 1), so that seat's place at the match gives the match's side.
-- A game lost by a second mulligan or a concession was counted by points until now.
UPDATE "Game" g
SET "winner" = ms."side"
FROM "EngineGame" e
JOIN "MatchSeat" ms
  ON ms."matchId" = e."matchId" AND ms."seatId" = e."seatIds"[(e."result"->>'winner')::int + 1]
WHERE g."matchId" = e."matchId"
  AND g."number" = e."game"
  AND g."source" = 'engine'
  AND e."status" = 'finished'
  AND jsonb_typeof(e."result"->'winner') = 'number';

-- A duel's report awaiting confirmation was [{ "a": …, "b": … }, …]: now every table's shape.
UPDATE "Match"
SET "report" = jsonb_build_object(
  'points', COALESCE(
    (SELECT jsonb_agg(jsonb_build_array(x->'a', x->'b') ORDER BY i)
     FROM jsonb_array_elements("report") WITH ORDINALITY AS r(x, i)),
    '[]'::jsonb),
  'confirmedBy', '[]'::jsonb)
WHERE jsonb_typeof("report") = 'array';
