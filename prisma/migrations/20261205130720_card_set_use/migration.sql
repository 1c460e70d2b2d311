-- CreateTable
CREATE TABLE "CardSetUse" (
    "organizerId" TEXT NOT NULL,
    "game" TEXT NOT NULL DEFAULT 'kartomantik',
    "slug" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardSetUse_pkey" PRIMARY KEY ("organizerId","game","slug")
);

-- AddForeignKey
ALTER TABLE "CardSetUse" ADD CONSTRAINT "CardSetUse_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "Organizer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
