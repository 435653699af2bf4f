// Each chart's table holds exactly the figures its SVG draws.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarList } from "./bar-list";
import { Funnels } from "./funnels";
import { PALETTE } from "./palette";
import { readPeriod } from "./period";
import { axisTop, StackedBars } from "./stacked-bars";

const DAYS = ["2026-11-01", "2026-11-02", "2026-11-03"];

function bodyCells(name: string): string[][] {
  const table = screen.getByRole("table", { name, hidden: true });
  return within(table)
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent ?? ""));
}

describe("StackedBars", () => {
  it("draws one rect per non-zero value, and the table lists every day, series and total", () => {
    const series = [
      { name: "tool", swatch: PALETTE[0]!, values: [0, 2, 1] },
      { name: "modal", swatch: PALETTE[1]!, values: [3, 0, 1] },
    ];
    const { container } = render(<StackedBars title="Leads" days={DAYS} dayLabel={(d) => d} series={series} />);
    const drawn = Array.from(container.querySelectorAll("rect"), (r) => [r.dataset.day, r.dataset.series, r.dataset.value]);
    expect(drawn).toEqual([
      ["2026-11-01", "modal", "3"],
      ["2026-11-02", "tool", "2"],
      ["2026-11-03", "tool", "1"],
      ["2026-11-03", "modal", "1"],
    ]);
    expect(bodyCells("Leads")).toEqual([
      ["2026-11-01", "0", "3", "3"],
      ["2026-11-02", "2", "0", "2"],
      ["2026-11-03", "1", "1", "2"],
    ]);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("7");
  });

  it("stacks bars up to the axis' round top", () => {
    expect([axisTop(0), axisTop(3), axisTop(14), axisTop(120), axisTop(1000)]).toEqual([1, 5, 20, 200, 1000]);
    const { container } = render(
      <StackedBars title="Views" days={DAYS} dayLabel={(d) => d} series={[{ name: "v", swatch: PALETTE[0]!, values: [5, 10, 0] }]} />,
    );
    expect(Array.from(container.querySelectorAll("rect"), (r) => r.getAttribute("height"))).toEqual(["50", "100"]);
    expect(bodyCells("Views")).toEqual([["2026-11-01", "5"], ["2026-11-02", "10"], ["2026-11-03", "0"]]);
  });
});

describe("BarList", () => {
  it("draws the bar column and the inner one, and tabulates every column", () => {
    const rows = [{ label: "exit-intent", values: [4, 1] }, { label: "scroll", values: [2, 0] }];
    const { container } = render(<BarList title="Triggers" head={["Trigger", "Opened", "Leads"]} rows={rows} inner={1} empty="-" />);
    const widths = Array.from(container.querySelectorAll<SVGRectElement>("rect[data-value]"), (r) => [r.dataset.value, r.getAttribute("width")]);
    expect(widths).toEqual([["4", "100%"], ["1", "25%"], ["2", "50%"], ["0", "0%"]]);
    expect(bodyCells("Triggers")).toEqual([["exit-intent", "4", "1"], ["scroll", "2", "0"]]);
  });

  it("shows a missing rate as a dash, in the bars and in the table", () => {
    const rows = [{ label: "/fr", values: [0.25, 8, 2] }, { label: "/en", values: [null, 0, 1] }];
    render(<BarList title="Pages" head={["Page", "Rate", "Views", "Leads"]} rows={rows}
      format={(v, c) => (c === 0 ? `${v * 100} %` : String(v))} empty="-" />);
    expect(bodyCells("Pages")).toEqual([["/fr", "25 %", "8", "2"], ["/en", "—", "0", "1"]]);
    expect(screen.getByRole("img")).toHaveAccessibleName(/\/fr \(25 %\)/);
  });
});

describe("Funnels", () => {
  it("draws each tool's four steps and tabulates them", () => {
    const tools = [{ tool: "indice", views: 10, started: 6, finished: 3, leads: 2 }];
    const { container } = render(<Funnels title="Funnels" tools={tools} percent={(v) => `${Math.round(v * 100)} %`} />);
    expect(Array.from(container.querySelectorAll("rect"), (r) => r.dataset.value)).toEqual(["10", "6", "3", "2"]);
    expect(bodyCells("Funnels")).toEqual([["indice", "10", "6", "3", "2"]]);
  });

  it("says how many tools the server left out of its first 20, and nothing when none", () => {
    const tools = [{ tool: "indice", views: 10, started: 6, finished: 3, leads: 2 }];
    const { rerender } = render(<Funnels title="Funnels" tools={tools} percent={String} leftOut={30230} />);
    expect(screen.getByText(/^Et 30\s230 autres, non affichées/)).toBeInTheDocument();
    rerender(<Funnels title="Funnels" tools={tools} percent={String} leftOut={0} />);
    expect(screen.queryByText(/non affichée/)).not.toBeInTheDocument();
  });
});

describe("readPeriod", () => {
  const today = new Date("2026-11-23T22:00:00Z");
  it("ends presets today (UTC) and keeps valid custom dates", () => {
    expect(readPeriod(new URLSearchParams("period=7&lang=en"), today)).toEqual({ choice: "7", since: "2026-11-17", until: "2026-11-23", lang: "en" });
    expect(readPeriod(new URLSearchParams(""), today).since).toBe("2026-10-25");
    expect(readPeriod(new URLSearchParams("period=custom&since=2026-01-01&until=2026-01-31"), today).since).toBe("2026-01-01");
    expect(readPeriod(new URLSearchParams("period=custom&since=bad&lang=de"), today)).toMatchObject({ choice: "30", lang: "" });
  });
});
