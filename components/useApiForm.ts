"use client";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/api";

/** The one submit cycle of our forms: busy while the request runs, its error kept for display. */
export function useApiForm<T>(
  submit: (form: FormData) => Promise<{ data?: T; error?: ApiError }>,
  onSuccess: (data: T) => void,
) {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const result = await submit(new FormData(e.currentTarget));
    setBusy(false);
    setError(result.error ?? null);
    if (!result.error) onSuccess(result.data as T);
  }
  return { error, busy, onSubmit };
}
