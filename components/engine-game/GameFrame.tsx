import type { ReactNode } from "react";

/** An engine game page's outer box: the seq and status it shows, as attributes the e2e tests wait
 * on (data-seq, data-status), and a page's own ones (`data`). */
export function GameFrame({
  testId,
  message,
  className,
  data,
  children,
}: {
  testId: string;
  message: { seq: number; status: string };
  className: string;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId} data-seq={message.seq} data-status={message.status} {...data}>
      {children}
    </div>
  );
}

/** What a game page shows before its stream's first message. */
export function GameLoading() {
  return <p className="p-4">…</p>;
}
