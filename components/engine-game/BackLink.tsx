import Link from "next/link";

/** The arrow back at the start of a game page's header, named for where it goes (`label`). */
export function BackLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center ${className}`}
      aria-label={label}
      title={label}
    >
      ←
    </Link>
  );
}
