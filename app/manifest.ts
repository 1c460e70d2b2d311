import type { MetadataRoute } from "next";

// The web app manifest (served at /manifest.webmanifest, linked from every page by Next): what a phone
// needs to install Bazaar to its home screen. Colours are the theme's paper and accent (globals.css);
// the icons are drawn by scripts/pwa/icons.ts.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Bazaar — Kartomantik",
    short_name: "Bazaar",
    description: "Draft Bazaar e tornei di Kartomantik",
    lang: "it",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f7f3ea",
    theme_color: "#7a3b69",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
