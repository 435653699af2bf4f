import { BADGE, type Accent } from "./accent";

/** A small label: category, section, difficulty, format… */
export function Badge({ children, color = "slate" }: { children: React.ReactNode; color?: Accent }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${BADGE[color]}`}>
      {children}
    </span>
  );
}
