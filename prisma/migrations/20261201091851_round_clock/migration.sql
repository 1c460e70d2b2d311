-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN     "clockEndsAt" TIMESTAMP(3),
ADD COLUMN     "clockLeftMs" INTEGER,
ADD COLUMN     "clockRound" INTEGER,
ADD COLUMN     "clockStage" INTEGER;
