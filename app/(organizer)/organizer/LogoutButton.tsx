"use client";
import { signOut } from "next-auth/react";

export function LogoutButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-quiet" onClick={() => signOut({ callbackUrl: "/login" })}>
      {label}
    </button>
  );
}
