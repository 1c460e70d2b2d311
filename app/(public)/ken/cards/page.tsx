import { KenCardBrowser } from "@/components/ken/KenCardBrowser";

// Ken il Guerriero has no bundled card list: the browser reads the one the user loads, in the page.
export default function KenCardsPage() {
  return <KenCardBrowser />;
}
