import type { ApiError } from "@/components/api";

export function ErrorBox({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" data-testid="error" className="error-box">
      {error.message}
    </p>
  );
}
