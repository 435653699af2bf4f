import "@testing-library/jest-dom/vitest";
import "~/i18n/all";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
