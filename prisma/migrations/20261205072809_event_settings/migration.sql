-- One settings column for every game (issue 32): each game's own settings move into it from the
-- columns one game each had. Ken il Guerriero: its end condition (a Ken event created before it had
-- one: the players declare); Incantesium: its optional rules; Kartomantik: its card set (which stays a
-- column too, for its foreign key).
ALTER TABLE "Event" ADD COLUMN "settings" JSONB NOT NULL DEFAULT '{}';

UPDATE "Event" SET "settings" = CASE
  WHEN "game" = 'ken' THEN jsonb_build_object('end', COALESCE("kenEnd", '{"kind":"declared"}'::jsonb))
  WHEN "game" = 'incantesium' THEN COALESCE("incantesium", '{}'::jsonb)
  WHEN "cardSetId" IS NOT NULL THEN jsonb_build_object('cardSetId', "cardSetId")
  ELSE '{}'::jsonb
END;

ALTER TABLE "Event" DROP COLUMN "incantesium", DROP COLUMN "kenEnd";
