import { Children, type ReactNode } from "react";
import { HydrateLater } from "./hydrate-later";

/**
 * Cards in a responsive grid (one column, two from `sm`, three from `lg`), each a list item;
 * `filters`, by card, the values of a filter that show it (see filter-links.tsx). Each card is
 * hydrated in a turn of its own (./hydrate-later.tsx).
 */
export function CardGrid({ children, filters }: { children: ReactNode; filters?: readonly (readonly string[])[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Children.map(children, (card, index) => {
        const values = filters?.[index];
        return (
          <HydrateLater>
            <li data-filter-values={values ? values.join(" ") : undefined}>{card}</li>
          </HydrateLater>
        );
      })}
    </ul>
  );
}
