-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "kenEnd" JSONB,
ALTER COLUMN "cardSetId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "KenDeck" (
    "id" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "deck" JSONB NOT NULL,
    "cards" INTEGER NOT NULL,
    "lockedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KenDeck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KenDeck_seatId_key" ON "KenDeck"("seatId");

-- AddForeignKey
ALTER TABLE "KenDeck" ADD CONSTRAINT "KenDeck_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;
