-- Card set names are unique per scope — the uploading organizer's, or the installation's ("") —
-- not per server: an organizer importing a set whose name another organizer's set has gets a set
-- of their own, never a refusal that tells them the name is taken (nor does the CLI update an
-- organizer's set by its name any more: it imports among the installation's sets).

-- DropIndex
DROP INDEX "CardSet_game_slug_version_key";

-- AlterTable: every set's scope is its owner's id, or "" for the installation's sets (no owner).
ALTER TABLE "CardSet" ADD COLUMN     "scope" TEXT NOT NULL DEFAULT '';
UPDATE "CardSet" SET "scope" = "ownerId" WHERE "ownerId" IS NOT NULL;
ALTER TABLE "CardSet" ALTER COLUMN "scope" DROP DEFAULT;

-- AlterTable: a use names its set's scope too (a slug had one scope until now: the set's).
ALTER TABLE "CardSetUse" DROP CONSTRAINT "CardSetUse_pkey",
ADD COLUMN     "scope" TEXT NOT NULL DEFAULT '';
UPDATE "CardSetUse" u SET "scope" = s."scope" FROM "CardSet" s WHERE s."game" = u."game" AND s."slug" = u."slug";
ALTER TABLE "CardSetUse" ALTER COLUMN "scope" DROP DEFAULT,
ADD CONSTRAINT "CardSetUse_pkey" PRIMARY KEY ("organizerId", "game", "scope", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "CardSet_game_scope_slug_version_key" ON "CardSet"("game", "scope", "slug", "version");
