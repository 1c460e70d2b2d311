"use client";
import { lazy, Suspense, type ComponentProps } from "react";

// The game's screen in a chunk of its own: the played-game pages' mount serves every game's pages from one client
// bundle (components/game-registry/play-pages.ts), which would otherwise carry it into every game's page.
const CartaPhone = lazy(() => import("@/components/carta-alta/CartaPhone").then((m) => ({ default: m.CartaPhone })));

export function CartaPhoneLazy(props: ComponentProps<typeof CartaPhone>) {
  return (
    <Suspense>
      <CartaPhone {...props} />
    </Suspense>
  );
}
