-- AlterTable
ALTER TABLE "Deck" ADD COLUMN     "sideboardIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
