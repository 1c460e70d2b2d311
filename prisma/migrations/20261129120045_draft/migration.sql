-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "draftCardIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "pointsSpent" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Draft" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "seatIds" TEXT[],
    "config" JSONB NOT NULL,
    "pool" JSONB NOT NULL,
    "state" JSONB NOT NULL,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "clockSeconds" INTEGER,
    "clockDeadline" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Draft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DraftAction" (
    "id" BIGSERIAL NOT NULL,
    "draftId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "events" JSONB NOT NULL,
    "idempotencyKey" TEXT,
    "undoneBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DraftAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Draft_eventId_key" ON "Draft"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "DraftAction_draftId_seq_key" ON "DraftAction"("draftId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "DraftAction_draftId_idempotencyKey_key" ON "DraftAction"("draftId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Draft" ADD CONSTRAINT "Draft_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DraftAction" ADD CONSTRAINT "DraftAction_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "Draft"("id") ON DELETE CASCADE ON UPDATE CASCADE;
