"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

/** An invite link for one new organizer (ORGANIZER_SIGNUP=invite). */
export function InviteButton() {
  const t = useTranslations("dashboard");
  const [invite, setInvite] = useState<{ url: string; expiresInHours: number } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  async function create() {
    const { data, error } = await callApi<{ url: string; expiresInHours: number }>("/api/organizers/invites", {
      method: "POST",
    });
    setError(error ?? null);
    setInvite(data ?? null);
  }
  return (
    <div className="space-y-2 text-sm">
      <button type="button" className="btn-quiet" onClick={create}>
        {t("invite")}
      </button>
      {invite && (
        <p>
          {t("inviteHelp", { hours: invite.expiresInHours })}{" "}
          <code className="break-all rounded bg-stone-100 px-1" data-testid="invite-link">
            {invite.url}
          </code>
        </p>
      )}
      <ErrorBox error={error} />
    </div>
  );
}
