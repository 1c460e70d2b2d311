-- CreateTable
CREATE TABLE "StarterDeck" (
    "id" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "colorKey" TEXT NOT NULL,
    "cardIds" TEXT[],

    CONSTRAINT "StarterDeck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StarterDeck_setId_key_key" ON "StarterDeck"("setId", "key");

-- AddForeignKey
ALTER TABLE "StarterDeck" ADD CONSTRAINT "StarterDeck_setId_fkey" FOREIGN KEY ("setId") REFERENCES "CardSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;
