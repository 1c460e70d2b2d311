"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { IntentKeys, sendAction, type ActionResult, type SendOptions } from "./sendAction";

export type { ActionError, ActionResult } from "./sendAction";

/**
 * sendAction for a component: its fallback messages in the user's language and one idempotency
 * key per intent (by default the body itself; pass `intent` when the body carries something that
 * changes between taps of the same intent). An intent names the state it answers (the seq seen):
 * without it, the same tap on a later state would reuse a key still pending and be answered as the
 * earlier tap's duplicate, never applied.
 */
export function useSendAction() {
  const t = useTranslations("errors");
  const keys = useRef<IntentKeys | null>(null);
  keys.current ??= new IntentKeys();
  const messages = {
    network: t("network"),
    timeout: t("timeout"),
    httpStatus: (status: number) => t("http_status", { status }),
  };
  return async function send<T>(
    url: string,
    body: object,
    options: Omit<SendOptions, "messages"> & { intent?: unknown } = {},
  ): Promise<ActionResult<T>> {
    const { intent, ...rest } = options;
    const key = keys.current!.keyFor({ url, intent: intent ?? body });
    const result = await sendAction<T>(url, body, key, { ...rest, messages });
    keys.current!.settle(result);
    return result;
  };
}
