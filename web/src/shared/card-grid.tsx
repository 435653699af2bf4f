import { Children, type ReactNode } from "react";

/** Cards in a responsive grid (one column, two from `sm`, three from `lg`), each a list item. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Children.map(children, (card) => (
        <li>{card}</li>
      ))}
    </ul>
  );
}
