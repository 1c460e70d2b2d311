// The framework's floor for `npm run bench:pages`: the root layout and nothing else, so each phone
// page's figure can be read against what every page of this app downloads anyway.
export default function EmptyPage() {
  return null;
}
