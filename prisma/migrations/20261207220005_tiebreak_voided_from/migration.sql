-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "voidedFrom" TEXT;

-- The tiebreak matches voided before this column: their status then, as their row still tells it (a
-- void match keeps its games, report and times). A bye has no table; a confirmed result its time.
UPDATE "Match" SET "voidedFrom" = CASE
    WHEN "tableNo" IS NULL THEN 'bye'
    WHEN "confirmedAt" IS NOT NULL THEN 'confirmed'
    WHEN "disputedBy" IS NOT NULL THEN 'disputed'
    WHEN "report" IS NOT NULL THEN 'reported'
    ELSE 'scheduled'
  END
WHERE status = 'void';
