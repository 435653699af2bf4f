// The content icons as one SVG sprite (issue 32, weight). The screens that show content icons
// (home, catalogues, sectors, categories, clusters) carried lucide's drawings of all 55 in their
// JavaScript (4.4 kB brotli) only to hydrate decorative SVGs; they now draw `<use href="#id">` of a
// symbol of this sprite. The build writes into each page the symbols it draws
// (src/bibliotheque/pipeline/page_icons.py), so the first paint waits for no file; a page reached
// by the router fetches this file for the symbols it lacks (src/shared/content-icon.tsx). The sprite
// is rendered here from lucide-react with React DOM's server renderer, so it is lucide's own drawing
// of the installed version; `vite.config.ts` and `vitest.config.ts` write it before they start
// (src/generated/, not committed), and `src/shared/content-icon.tsx` imports its URL.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Award, BookOpen, Bot, Brain, Briefcase, Building, Calculator, Calendar, ChartBar, ChartLine, ChartPie,
  CircleCheck, ClipboardList, Clock, Cog, Compass, Cpu, Euro, Factory, FileText, Gauge, GraduationCap, Hammer,
  Handshake, Heart, HeartPulse, Hotel, Landmark, Layers, Lightbulb, Lock, Mail, Megaphone, MessageCircle,
  Package, PiggyBank, Rocket, Scale, Search, Settings, Shield, ShoppingCart, Sparkles, Store, Target,
  TrendingUp, Truck, UserCheck, Users, Utensils, Wallet, Workflow, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "./src/shared/content-icon";
import { contentIconId } from "./src/shared/content-icon-id";

/** The lucide drawing of each icon content may name (the `Icon` enum of the content schema). */
export const CONTENT_ICONS: Record<IconName, LucideIcon> = {
  award: Award,
  "bar-chart": ChartBar,
  "book-open": BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  calculator: Calculator,
  calendar: Calendar,
  "chart-line": ChartLine,
  "check-circle": CircleCheck,
  "clipboard-list": ClipboardList,
  clock: Clock,
  cog: Cog,
  compass: Compass,
  cpu: Cpu,
  euro: Euro,
  factory: Factory,
  "file-text": FileText,
  gauge: Gauge,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  handshake: Handshake,
  heart: Heart,
  "heart-pulse": HeartPulse,
  hotel: Hotel,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  "line-chart": ChartLine,
  lock: Lock,
  mail: Mail,
  megaphone: Megaphone,
  "message-circle": MessageCircle,
  package: Package,
  "pie-chart": ChartPie,
  "piggy-bank": PiggyBank,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  settings: Settings,
  shield: Shield,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  store: Store,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  "user-check": UserCheck,
  users: Users,
  utensils: Utensils,
  wallet: Wallet,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

/** Where the sprite is written; `src/shared/content-icon.tsx` imports it as `~/generated/content-icons.svg`. */
export const SPRITE_FILE = join(import.meta.dirname, "src", "generated", "content-icons.svg");

/** One `<symbol>` per icon, its drawing as lucide renders it (the outer `<svg>` is the page's). */
export function contentIconSprite(): string {
  const symbols = Object.entries(CONTENT_ICONS).map(([name, Icon]) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    const drawing = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!drawing) throw new Error(`lucide-react rendered the icon ${name} as ${markup.slice(0, 80)}…`);
    return `<symbol id="${contentIconId(name)}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Writes the sprite unless the file already holds it (configuration files load more than once). */
export function writeContentIconSprite(file = SPRITE_FILE): void {
  const sprite = contentIconSprite();
  try {
    if (readFileSync(file, "utf8") === sprite) return;
  } catch {
    // Not written yet.
  }
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, sprite);
  renameSync(partial, file);
}
