// The icons content may name (the `Icon` enum of the content schema), drawn with lucide.
// Only screens that show content icons import this map, so the article page does not carry it.
import {
  Award, BookOpen, Bot, Brain, Briefcase, Building, Calculator, Calendar, ChartBar, ChartLine, ChartPie,
  CircleCheck, ClipboardList, Clock, Cog, Compass, Cpu, Euro, Factory, FileText, Gauge, GraduationCap, Hammer,
  Handshake, Heart, HeartPulse, Hotel, Landmark, Layers, Lightbulb, Lock, Mail, Megaphone, MessageCircle,
  Package, PiggyBank, Rocket, Scale, Search, Settings, Shield, ShoppingCart, Sparkles, Store, Target,
  TrendingUp, Truck, UserCheck, Users, Utensils, Wallet, Workflow, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { CategoryRef } from "~/generated/types";

export type IconName = CategoryRef["icon"];

const ICONS: Record<IconName, LucideIcon> = {
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

/** A decorative content icon (hidden from assistive technology: the text beside it says it all). */
export function ContentIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
