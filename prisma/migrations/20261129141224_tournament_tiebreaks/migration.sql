-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN     "tiebreaks" TEXT NOT NULL DEFAULT 'first';
