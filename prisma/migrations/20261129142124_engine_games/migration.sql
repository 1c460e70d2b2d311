-- CreateTable
CREATE TABLE "EngineGame" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "matchId" TEXT,
    "game" INTEGER NOT NULL DEFAULT 1,
    "seatIds" TEXT[],
    "bots" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'running',
    "config" JSONB NOT NULL,
    "state" JSONB NOT NULL,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EngineGame_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EngineAction" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "action" JSONB NOT NULL,
    "events" JSONB NOT NULL,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EngineAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EngineGame_eventId_idx" ON "EngineGame"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "EngineGame_matchId_game_key" ON "EngineGame"("matchId", "game");

-- CreateIndex
CREATE UNIQUE INDEX "EngineAction_gameId_seq_key" ON "EngineAction"("gameId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "EngineAction_gameId_idempotencyKey_key" ON "EngineAction"("gameId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "EngineGame" ADD CONSTRAINT "EngineGame_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EngineGame" ADD CONSTRAINT "EngineGame_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EngineAction" ADD CONSTRAINT "EngineAction_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "EngineGame"("id") ON DELETE CASCADE ON UPDATE CASCADE;
