import { useTexts } from "./use-texts";

const LOOKS = {
  delivered: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

export function DeliveryBadge({ status }: { status: keyof typeof LOOKS | null }) {
  const t = useTexts();
  if (!status) return <>—</>;
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${LOOKS[status]}`}>{t[status]}</span>;
}
