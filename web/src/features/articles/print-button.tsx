/** Opens the browser's print dialog (save as PDF from there). */
export function PrintButton({ label, className, icon }: { label: string; className: string; icon?: React.ReactNode }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {icon}
      {label}
    </button>
  );
}
