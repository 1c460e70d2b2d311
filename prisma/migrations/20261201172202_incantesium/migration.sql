-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "incantesium" JSONB;

-- CreateTable
CREATE TABLE "IncGame" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "matchId" TEXT,
    "mode" TEXT NOT NULL,
    "seatIds" TEXT[],
    "bots" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'running',
    "config" JSONB NOT NULL,
    "state" JSONB NOT NULL,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IncGame_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IncAction" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "action" JSONB NOT NULL,
    "events" JSONB NOT NULL,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IncAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IncGame_matchId_key" ON "IncGame"("matchId");

-- CreateIndex
CREATE INDEX "IncGame_eventId_idx" ON "IncGame"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "IncAction_gameId_seq_key" ON "IncAction"("gameId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "IncAction_gameId_actor_idempotencyKey_key" ON "IncAction"("gameId", "actor", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "IncGame" ADD CONSTRAINT "IncGame_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncGame" ADD CONSTRAINT "IncGame_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IncAction" ADD CONSTRAINT "IncAction_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "IncGame"("id") ON DELETE CASCADE ON UPDATE CASCADE;
