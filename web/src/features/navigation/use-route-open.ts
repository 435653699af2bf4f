import { useCallback, useState } from "react";
import { useLocation } from "react-router";

/** Open/closed state of a dropdown or menu that closes by itself when the page changes. */
export function useRouteOpen(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ open: false, path: pathname });
  if (state.path !== pathname) setState({ open: false, path: pathname });
  const setOpen = useCallback((open: boolean) => setState({ open, path: pathname }), [pathname]);
  return [state.open && state.path === pathname, setOpen];
}
