-- AlterTable
ALTER TABLE "EventLog" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateTable
CREATE TABLE "Tournament" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "bestOf" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "rounds" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentPlayer" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "debt" INTEGER NOT NULL DEFAULT 0,
    "droppedAt" TIMESTAMP(3),

    CONSTRAINT "TournamentPlayer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Match" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'regular',
    "stage" INTEGER NOT NULL DEFAULT 0,
    "round" INTEGER NOT NULL,
    "tableNo" INTEGER,
    "seatAId" TEXT NOT NULL,
    "seatBId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'scheduled',
    "report" JSONB,
    "reportedBy" TEXT,
    "reportedAt" TIMESTAMP(3),
    "disputedBy" TEXT,
    "disputedAt" TIMESTAMP(3),
    "source" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "pointsA" INTEGER NOT NULL,
    "pointsB" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tournament_eventId_key" ON "Tournament"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentPlayer_seatId_key" ON "TournamentPlayer"("seatId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentPlayer_tournamentId_number_key" ON "TournamentPlayer"("tournamentId", "number");

-- CreateIndex
CREATE INDEX "Match_tournamentId_idx" ON "Match"("tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "Match_tournamentId_stage_round_tableNo_key" ON "Match"("tournamentId", "stage", "round", "tableNo");

-- CreateIndex
CREATE UNIQUE INDEX "Game_matchId_number_key" ON "Game"("matchId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "EventLog_eventId_idempotencyKey_key" ON "EventLog"("eventId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentPlayer" ADD CONSTRAINT "TournamentPlayer_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentPlayer" ADD CONSTRAINT "TournamentPlayer_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_seatAId_fkey" FOREIGN KEY ("seatAId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_seatBId_fkey" FOREIGN KEY ("seatBId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
