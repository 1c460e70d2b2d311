"use client";
// Ken il Guerriero's deck check on the seat page (components/ken/seat-page.tsx) through next/dynamic: its own chunk
// (with its zod), fetched only by the phones that render it. A client module: next/dynamic called in a server
// component does not split.
import dynamic from "next/dynamic";

export const KenDeckPhone = dynamic(() => import("@/components/ken/KenDeckPhone").then((m) => m.KenDeckPhone));
