-- DropIndex
DROP INDEX "DraftAction_draftId_idempotencyKey_key";

-- DropIndex
DROP INDEX "EngineAction_gameId_idempotencyKey_key";

-- DropIndex
DROP INDEX "EventLog_eventId_idempotencyKey_key";

-- CreateTable
CREATE TABLE "OrganizerSession" (
    "id" TEXT NOT NULL,
    "organizerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizerSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganizerInvite" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "OrganizerInvite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Throttle" (
    "bucket" TEXT NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,
    "hits" INTEGER NOT NULL,

    CONSTRAINT "Throttle_pkey" PRIMARY KEY ("bucket")
);

-- CreateIndex
CREATE INDEX "OrganizerSession_organizerId_idx" ON "OrganizerSession"("organizerId");

-- CreateIndex
CREATE INDEX "OrganizerSession_expiresAt_idx" ON "OrganizerSession"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrganizerInvite_tokenHash_key" ON "OrganizerInvite"("tokenHash");

-- CreateIndex
CREATE INDEX "Throttle_resetAt_idx" ON "Throttle"("resetAt");

-- CreateIndex
CREATE UNIQUE INDEX "DraftAction_draftId_actor_idempotencyKey_key" ON "DraftAction"("draftId", "actor", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "EngineAction_gameId_actor_idempotencyKey_key" ON "EngineAction"("gameId", "actor", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "EventLog_eventId_actor_idempotencyKey_key" ON "EventLog"("eventId", "actor", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "OrganizerSession" ADD CONSTRAINT "OrganizerSession_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "Organizer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizerInvite" ADD CONSTRAINT "OrganizerInvite_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Organizer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
