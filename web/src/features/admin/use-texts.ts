import { createContext, useContext } from "react";
import { TEXTS, type AdminTexts } from "./texts";

export const TextsContext = createContext<AdminTexts>(TEXTS.fr);

export function useTexts(): AdminTexts {
  return useContext(TextsContext);
}
