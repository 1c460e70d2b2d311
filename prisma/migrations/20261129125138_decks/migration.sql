-- CreateTable
CREATE TABLE "Deck" (
    "id" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "cardIds" TEXT[],
    "lockedAt" TIMESTAMP(3),
    "debt" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Deck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Deck_seatId_key" ON "Deck"("seatId");

-- AddForeignKey
ALTER TABLE "Deck" ADD CONSTRAINT "Deck_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;
