import { Search } from "lucide-react";

/** The search's outer box: a size container, so a squeezed header gets the compact field. */
export const SEARCH_CONTAINER = "@container relative h-10 w-full min-w-10 lg:max-w-md";

/**
 * The search field's look, shared by the light placeholder of the first load (search-field.tsx)
 * and the full search box it gives way to (search-box.tsx), so the swap is invisible. Where the
 * header leaves it little room (large text chosen in the accessibility panel), it shows as its
 * icon alone and widens over its neighbours while it has the focus.
 */
export function SearchInput({ trailing, ...props }: React.ComponentProps<"input"> & { trailing?: React.ReactNode }) {
  return (
    <span className="group/search relative block w-full @max-[11rem]:focus-within:absolute @max-[11rem]:focus-within:top-0 @max-[11rem]:focus-within:right-0 @max-[11rem]:focus-within:z-50 @max-[11rem]:focus-within:w-[min(20rem,calc(100vw-2rem))]">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="h-10 w-full rounded-md border border-slate-300 bg-white pr-10 pl-9 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-700 @max-[11rem]:pr-0 @max-[11rem]:placeholder:text-transparent @max-[11rem]:focus:pr-10 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus-visible:border-blue-400 dark:focus-visible:outline-blue-400 [&::-webkit-search-cancel-button]:appearance-none"
        {...props}
      />
      {trailing ? <span className="@max-[11rem]:hidden @max-[11rem]:group-focus-within/search:block">{trailing}</span> : null}
    </span>
  );
}
