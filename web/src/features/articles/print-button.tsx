export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="no-print mt-8 rounded-md bg-blue-700 px-4 py-2 text-white">
      {label}
    </button>
  );
}
