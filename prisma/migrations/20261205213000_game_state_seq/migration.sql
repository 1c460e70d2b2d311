-- AlterTable
ALTER TABLE "EngineGame" ADD COLUMN     "stateSeq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "IncGame" ADD COLUMN     "stateSeq" INTEGER NOT NULL DEFAULT 0;

-- Every stored state so far is the state after the row's seq.
UPDATE "EngineGame" SET "stateSeq" = seq;
UPDATE "IncGame" SET "stateSeq" = seq;
