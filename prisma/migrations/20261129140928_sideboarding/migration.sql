-- CreateTable
CREATE TABLE "SideboardStep" (
    "id" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "game" INTEGER NOT NULL,
    "seatId" TEXT NOT NULL,
    "swaps" JSONB NOT NULL,
    "readyAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SideboardStep_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SideboardStep_matchId_game_seatId_key" ON "SideboardStep"("matchId", "game", "seatId");

-- AddForeignKey
ALTER TABLE "SideboardStep" ADD CONSTRAINT "SideboardStep_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
