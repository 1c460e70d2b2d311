-- AlterTable
ALTER TABLE "Draft" ADD COLUMN     "stateSeq" INTEGER NOT NULL DEFAULT 0;

-- Until now every write stored the whole state: it is the state after the last entry.
UPDATE "Draft" SET "stateSeq" = "seq";
