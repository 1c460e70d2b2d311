-- DropIndex
DROP INDEX "CardSet_game_slug_key";

-- AlterTable
ALTER TABLE "CardSet" ADD COLUMN     "shared" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE UNIQUE INDEX "CardSet_game_slug_version_key" ON "CardSet"("game", "slug", "version");

-- Every existing set becomes version 1 of itself (the column's default above), and every event
-- keeps pointing at the set it had. The installation's sets (no owner: the bundled demo set, CLI
-- imports) were always meant for everyone: they are shared. An organizer's upload is usable only
-- by its owner until they mark it shared; events already built on it keep working.
UPDATE "CardSet" SET shared = true WHERE "ownerId" IS NULL;
