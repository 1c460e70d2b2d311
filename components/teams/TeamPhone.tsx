"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { TeamView } from "@/lib/teams/teams";

export interface MyTeam {
  seatId: string;
  team: TeamView | null;
  teams: TeamView[];
}

/** A 2v2 event on the phone before the start: the player's team (its code to tell a teammate), or
 * start one / enter a teammate's code. Follows the organizer's pairings every few seconds. */
export function TeamPhone({ eventId, initial }: { eventId: string; initial: MyTeam }) {
  const t = useTranslations("teams");
  const [mine, setMine] = useState(initial);
  const [code, setCode] = useState("");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/api/events/${eventId}/team`;

  useEffect(() => {
    const timer = setInterval(async () => {
      const { data } = await callApi<MyTeam>(url);
      if (data) setMine(data);
    }, 3000);
    return () => clearInterval(timer);
  }, [url]);

  async function send(init: { method?: string; json?: unknown }) {
    setBusy(true);
    const { error } = await callApi(url, init);
    setError(error ?? null);
    const { data } = await callApi<MyTeam>(url);
    if (data) setMine(data);
    setBusy(false);
    if (!error) setCode("");
  }

  const team = mine.team;
  const mate = team?.members.find((m) => m.seatId !== mine.seatId) ?? null;
  return (
    <section className="panel mx-auto max-w-md space-y-2" data-testid="team-phone">
      <h2 className="text-xl font-bold">{t("title")}</h2>
      {team ? (
        <>
          <p data-testid="team-members" className="text-lg font-semibold">
            {mate ? t("withMate", { name: mate.name }) : t("waitingMate")}
          </p>
          {!mate && (
            <p>
              {t("tellCode")}{" "}
              <span className="font-mono text-3xl font-black tracking-widest" data-testid="team-code">
                {team.code}
              </span>
            </p>
          )}
          <button className="btn-quiet" disabled={busy} onClick={() => send({ method: "DELETE" })}>
            {t("leave")}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t("help")}</p>
          <button
            className="btn w-full"
            disabled={busy}
            data-testid="team-create"
            onClick={() => send({ json: { op: "create" } })}
          >
            {t("create")}
          </button>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void send({ json: { op: "join", code } });
            }}
          >
            <label className="sr-only" htmlFor="team-code-input">
              {t("codeLabel")}
            </label>
            <input
              id="team-code-input"
              className="field flex-1 font-mono uppercase"
              value={code}
              maxLength={12}
              autoComplete="off"
              placeholder={t("codeLabel")}
              data-testid="team-code-input"
              onChange={(e) => setCode(e.target.value)}
            />
            <button className="btn" disabled={busy || !code.trim()} data-testid="team-join">
              {t("join")}
            </button>
          </form>
        </>
      )}
      <ErrorBox error={error} />
    </section>
  );
}
