-- The seats of a draft that the organizer handed to the draft bot (player indices). Nullable as
-- Prisma writes every list column (the drift check compares with the schema); never written null.
ALTER TABLE "Draft" ADD COLUMN     "botSeats" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
