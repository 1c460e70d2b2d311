-- EngineGame names the game whose engine plays it: every row so far is a Kartomantik game. The
-- default only fills the existing rows; new rows always say their kind.
DROP INDEX "EngineGame_eventId_idx";

ALTER TABLE "EngineGame" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'kartomantik';
ALTER TABLE "EngineGame" ALTER COLUMN "kind" DROP DEFAULT;

CREATE INDEX "EngineGame_eventId_kind_idx" ON "EngineGame"("eventId", "kind");
