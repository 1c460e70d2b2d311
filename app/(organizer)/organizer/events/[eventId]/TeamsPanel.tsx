"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { TeamView } from "@/lib/teams/teams";

/** A 2v2 event's teams before the start: the teams with their codes, the players
 * still without one, and the organizer's pairing of two of them (or splitting a team). */
export function TeamsPanel({
  eventId,
  seats: initialSeats,
}: {
  eventId: string;
  seats: { id: string; name: string }[];
}) {
  const t = useTranslations("teams");
  const [teams, setTeams] = useState<TeamView[]>([]);
  const [seats, setSeats] = useState(initialSeats);
  const [pick, setPick] = useState<[string, string]>(["", ""]);
  const [error, setError] = useState<ApiError | null>(null);
  const url = `/api/events/${eventId}/teams`;
  const load = useCallback(async () => {
    const { data } = await callApi<{ teams: TeamView[]; seats: { id: string; name: string }[] }>(url);
    if (data) {
      setTeams(data.teams);
      setSeats(data.seats);
    }
  }, [url]);
  useEffect(() => {
    void load();
    const timer = setInterval(load, 3000);
    return () => clearInterval(timer);
  }, [load]);
  const inTeam = new Set(teams.flatMap((x) => x.members.map((m) => m.seatId)));
  const alone = seats.filter((s) => !inTeam.has(s.id));

  async function send(json: unknown) {
    const { error } = await callApi(url, { json });
    setError(error ?? null);
    if (!error) setPick(["", ""]);
    await load();
  }

  return (
    <section className="panel space-y-3" data-testid="teams-panel">
      <h2 className="text-lg font-semibold">{t("console")}</h2>
      <ul className="divide-y divide-stone-200">
        {teams.map((team) => (
          <li key={team.id} className="flex items-center justify-between gap-2 py-1" data-testid="team-row">
            <span className="font-semibold">{team.members.map((m) => m.name).join(" & ")}</span>
            <span className="font-mono text-stone-600">{team.code}</span>
            <button className="btn-quiet" onClick={() => send({ op: "split", teamId: team.id })}>
              {t("split")}
            </button>
          </li>
        ))}
      </ul>
      {alone.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm text-stone-600" data-testid="teams-alone">
            {t("noTeam")}: {alone.map((s) => s.name).join(", ")}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            {[0, 1].map((i) => (
              <label key={i} className="label">
                {i === 0 ? t("title") : t("teammate")}
                <select
                  className="field"
                  value={pick[i]}
                  data-testid={`team-pick-${i}`}
                  onChange={(e) =>
                    setPick((p) => (i === 0 ? [e.target.value, p[1]] : [p[0], e.target.value]) as [string, string])
                  }
                >
                  <option value="">—</option>
                  {alone.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button
              className="btn"
              disabled={!pick[0] || !pick[1]}
              data-testid="team-pair"
              onClick={() => send({ op: "pair", seatIds: pick })}
            >
              {t("pair")}
            </button>
          </div>
        </div>
      )}
      <ErrorBox error={error} />
    </section>
  );
}
