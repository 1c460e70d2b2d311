"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

export function ClaimButton({ token, label }: { token: string; label: string }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <div className="space-y-3">
      <button
        className="btn w-full text-lg"
        onClick={async () => {
          const { data, error } = await callApi<{ eventId: string }>("/api/claim", { json: { token } });
          if (error) return setError(error);
          router.push(`/play/${data!.eventId}`);
        }}
      >
        {label}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}
